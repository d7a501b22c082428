-- Calendar files and personal iCalendar feeds (docs/decisions/0168).

-- The revision a calendar knows a seminar by (iCalendar SEQUENCE): raised when a field a calendar
-- shows changes, and on the first cancellation, so that an imported or subscribed event is replaced.
ALTER TABLE seminars ADD COLUMN sequence integer NOT NULL DEFAULT 0 CHECK (sequence >= 0);

-- One live feed per account. The secret of its URL is never stored: it is an HMAC of the nonce under a
-- key the API derives from JWT_SECRET, and the feed is found by the SHA-256 of the secret it is asked
-- with. A new secret replaces the row; deleting the row revokes the feed.
CREATE TABLE calendar_feeds (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  nonce text NOT NULL,
  secret_hash text NOT NULL UNIQUE CHECK (secret_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz NOT NULL
);
