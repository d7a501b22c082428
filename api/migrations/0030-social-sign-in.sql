-- Social sign-in (OpenID Connect): which provider account belongs to which student, and the
-- one-time codes that hand a finished sign-in from the API's callback to the site.
CREATE TABLE user_identities (
  provider text NOT NULL,
  subject text NOT NULL,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, subject)
);
CREATE INDEX user_identities_user ON user_identities (user_id);

-- Only a SHA-256 of each code is kept; a code is good once, for a minute.
CREATE TABLE social_sign_in_codes (
  code_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX social_sign_in_codes_expiry ON social_sign_in_codes (expires_at);
