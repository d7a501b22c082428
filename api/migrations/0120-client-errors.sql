-- Errors the browser reports from a remote (docs/decisions/0011): which remote and release version
-- broke, on which route, with what message and stack. Nothing personal is stored: the text is scrubbed
-- of tokens, addresses and query strings on the way in, and neither the client address nor the user.
CREATE TABLE client_errors (
  id bigserial PRIMARY KEY,
  remote text NOT NULL,
  version text NOT NULL,
  kind text NOT NULL,
  route text NOT NULL,
  message text NOT NULL,
  stack text NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE INDEX client_errors_by_release ON client_errors (remote, version, created_at DESC);
