-- Refresh-token reuse detection (decision 0104). Every refresh token names its family: the sign-in it
-- descends from by rotation (claim `fam`). A rotated token presented again revokes its whole family,
-- so the newest token of the chain stops working too, whoever holds it. A row is kept until every
-- token of the family has expired on its own; the sweeper deletes it then.
CREATE TABLE revoked_token_families (
  family text PRIMARY KEY,
  revoked_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX revoked_token_families_expires ON revoked_token_families (expires_at);
