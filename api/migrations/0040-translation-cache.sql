-- Machine translations of course text, kept so the same text is never sent to the provider twice.
-- Keyed by a SHA-256 of the source text: a btree index on the text itself would refuse long descriptions.
CREATE TABLE translations (
  target text NOT NULL,
  source_hash text NOT NULL,
  source_text text NOT NULL,
  translated_text text NOT NULL,
  provider text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (target, source_hash)
);
