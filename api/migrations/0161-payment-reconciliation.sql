-- The daily reconciliation (docs/decisions/0158): per academy calendar day and provider, what the
-- provider listed against what the academy recorded. Running a day again replaces its rows.
CREATE TABLE payment_reconciliations (
  day date NOT NULL,
  provider text NOT NULL,
  checked_at timestamptz NOT NULL,
  -- The provider's completed charges and refunds of the day.
  charges integer NOT NULL CHECK (charges >= 0),
  refunds integer NOT NULL CHECK (refunds >= 0),
  PRIMARY KEY (day, provider)
);

-- One row per difference found; none when the day's books agree.
CREATE TABLE payment_differences (
  id bigserial PRIMARY KEY,
  day date NOT NULL,
  provider text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('charged_not_recorded', 'recorded_not_charged', 'amount_differs',
    'refunded_not_recorded', 'recorded_not_refunded')),
  -- Our payment id; null for a charge that names none the academy started.
  payment_id text,
  -- The provider's id of the movement; null when the provider listed none.
  transaction_id text,
  academy_amount numeric(12, 2),
  provider_amount numeric(12, 2),
  FOREIGN KEY (day, provider) REFERENCES payment_reconciliations (day, provider) ON DELETE CASCADE
);
CREATE INDEX payment_differences_day ON payment_differences (day, provider);
