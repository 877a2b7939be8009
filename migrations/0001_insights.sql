-- Reader insights (README "Inzichten voor het contentteam"): one row per day and key with counters
-- that the worker upserts, never a row per event. Nothing here identifies a reader: no IP address,
-- user agent, cookie, identifier or full referrer exists in any table.
CREATE TABLE page_views (
  day TEXT NOT NULL,
  path TEXT NOT NULL,
  views INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, path)
) WITHOUT ROWID;

CREATE TABLE referrers (
  day TEXT NOT NULL,
  host TEXT NOT NULL,
  views INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, host)
) WITHOUT ROWID;

CREATE TABLE searches (
  day TEXT NOT NULL,
  query TEXT NOT NULL,
  searches INTEGER NOT NULL DEFAULT 0,
  zero_results INTEGER NOT NULL DEFAULT 0,
  opened INTEGER NOT NULL DEFAULT 0,
  rank_sum INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, query)
) WITHOUT ROWID;

CREATE TABLE feedback (
  day TEXT NOT NULL,
  path TEXT NOT NULL,
  yes INTEGER NOT NULL DEFAULT 0,
  no INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, path)
) WITHOUT ROWID;
