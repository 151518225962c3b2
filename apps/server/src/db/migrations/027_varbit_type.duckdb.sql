-- PostgreSQL's name for a bit string of any length, so that the migrations after this one spell the type the same
-- way on both engines (DuckDB's BIT has no length).
CREATE TYPE varbit AS BIT;
