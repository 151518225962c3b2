#!/usr/bin/env bash
# Starts a throwaway PostgreSQL 15 from the machine's own binaries, as a non-root user, on loopback.
# Prints the DATABASE_URL to use. Usage: tools/start-test-postgres.sh [dir] [port]
set -euo pipefail
PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
DIR=${1:-/tmp/dash-pg}
PORT=${2:-55432}
RUN_AS=${PG_USER:-postgres}

run() { if [ "$(id -u)" = 0 ]; then runuser -u "$RUN_AS" -- "$@"; else "$@"; fi; }

if [ -f "$DIR/data/postmaster.pid" ]; then run "$PG_BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true; fi
rm -rf "$DIR" && mkdir -p "$DIR"
[ "$(id -u)" = 0 ] && chown "$RUN_AS" "$DIR"
run "$PG_BIN/initdb" -D "$DIR/data" -U dash --auth=trust -E UTF8 >/dev/null
run "$PG_BIN/pg_ctl" -D "$DIR/data" -l "$DIR/log" -w \
  -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null
run "$PG_BIN/createdb" -h 127.0.0.1 -p "$PORT" -U dash dash
echo "postgres://dash@127.0.0.1:$PORT/dash"
