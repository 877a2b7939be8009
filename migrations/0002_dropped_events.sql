-- Events that were not counted, per day and reason (client/model/insights/aggregate.ts DROP_REASONS): page
-- views and votes of paths that are pages of no build still kept. Only a number: the path is not stored.
CREATE TABLE dropped_events (
  day TEXT NOT NULL,
  reason TEXT NOT NULL,
  events INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, reason)
) WITHOUT ROWID;
