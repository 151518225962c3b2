-- Banners (spec §3 Banner, §4): a district admin's notices at the top of every page, each for some roles (an
-- empty list: everyone) between two days of the district, shown while enabled; the first that matches is shown.
CREATE SEQUENCE banner_id_seq START 1;

CREATE TABLE banners (
  district_id INTEGER NOT NULL,
  banner_id BIGINT NOT NULL DEFAULT nextval('banner_id_seq'),
  css_class TEXT NOT NULL,
  -- Roles that see it, comma-separated (districtAdmin,schoolAdmin,teacher,guardian); '' for everyone.
  restrict_to TEXT NOT NULL,
  enabled BOOLEAN NOT NULL,
  start_date DATE NOT NULL,
  end_date DATE NOT NULL,
  message TEXT NOT NULL,
  link_url TEXT,
  updated_by INTEGER NOT NULL,
  updated_at BIGINT NOT NULL,
  PRIMARY KEY (district_id, banner_id)
);
