-- A bounded history of client error reports (decision 0037). Identical reports (same remote, version,
-- kind, route and message) within one UTC hour are one row with a count, so a loop that reports the
-- same error a thousand times adds one row, and the listing's --hours window stays exact to the hour.
-- Rows last seen more than CLIENT_ERROR_RETENTION_DAYS ago are deleted (src/client-error-retention.ts).
ALTER TABLE client_errors ADD COLUMN reports integer NOT NULL DEFAULT 1 CHECK (reports > 0);
ALTER TABLE client_errors ADD COLUMN last_at timestamptz;
ALTER TABLE client_errors ADD COLUMN hour timestamp;
UPDATE client_errors SET last_at = created_at, hour = date_trunc('hour', created_at AT TIME ZONE 'UTC');

-- Collapse the identical reports stored so far into their hour's first row.
WITH groups AS (
  SELECT min(id) AS keep, count(*)::int AS n, max(created_at) AS last
    FROM client_errors GROUP BY remote, version, kind, route, md5(message), hour
)
UPDATE client_errors c SET reports = g.n, last_at = g.last FROM groups g WHERE c.id = g.keep;
DELETE FROM client_errors c
 WHERE c.id NOT IN (SELECT min(id) FROM client_errors GROUP BY remote, version, kind, route, md5(message), hour);

ALTER TABLE client_errors ALTER COLUMN last_at SET NOT NULL;
ALTER TABLE client_errors ALTER COLUMN hour SET NOT NULL;
-- md5: a message may be up to CLIENT_ERROR_MESSAGE_LIMIT characters, more than an index entry should hold.
CREATE UNIQUE INDEX client_errors_identical ON client_errors (remote, version, kind, route, md5(message), hour);
-- The retention delete.
CREATE INDEX client_errors_last_at ON client_errors (last_at);
