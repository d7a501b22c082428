-- A password change or recovery signs every other device out: tokens carry the version they were issued under.
ALTER TABLE users ADD COLUMN token_version integer NOT NULL DEFAULT 0;

-- Codes are kept per address (known or not, so every address gets the same work and the same answers)
-- and only as keyed hashes. Codes pending at this migration are withdrawn: students ask for a new one.
ALTER TABLE email_codes ADD COLUMN email text;
UPDATE email_codes SET email = users.email FROM users WHERE users.id = email_codes.user_id;
DELETE FROM email_codes WHERE email IS NULL;
ALTER TABLE email_codes ALTER COLUMN email SET NOT NULL;
ALTER TABLE email_codes ADD COLUMN code_hash text NOT NULL DEFAULT '';
UPDATE email_codes SET used_at = now() WHERE used_at IS NULL;
ALTER TABLE email_codes DROP COLUMN code;
ALTER TABLE email_codes DROP COLUMN user_id;
CREATE INDEX email_codes_address ON email_codes (email, purpose, created_at DESC);
CREATE INDEX email_codes_created ON email_codes (created_at);

-- Wrong, expired or exhausted codes entered, per address, for the daily cap on attempts.
CREATE TABLE code_failures (
  id serial PRIMARY KEY,
  email text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('verify-email', 'password-reset')),
  created_at timestamptz NOT NULL
);
CREATE INDEX code_failures_address ON code_failures (email, purpose, created_at DESC);
CREATE INDEX code_failures_created ON code_failures (created_at);

CREATE INDEX blacklisted_tokens_expires ON blacklisted_tokens (expires_at);
