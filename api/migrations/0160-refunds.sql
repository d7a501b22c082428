-- Refunds (docs/decisions/0157). A confirmed refusal, or a refund made in the provider's own
-- dashboard, is one row per payment: the academy refunds a payment once, in full or minus what the
-- confirmation withheld for the services already provided.
-- status: requested (the refund job is queued or retrying) -> refunded (the provider moved the money).
CREATE TABLE refunds (
  payment_id text PRIMARY KEY REFERENCES payments (id) ON DELETE CASCADE,
  amount numeric(12, 2) NOT NULL CHECK (amount > 0),
  withheld numeric(12, 2) NOT NULL DEFAULT 0 CHECK (withheld >= 0),
  -- academy: through the refusal's confirmation; provider: a notification of a refund made elsewhere.
  origin text NOT NULL CHECK (origin IN ('academy', 'provider')),
  status text NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'refunded')),
  provider_refund_id text,
  requested_at timestamptz NOT NULL,
  refunded_at timestamptz,
  CHECK ((status = 'refunded') = (refunded_at IS NOT NULL))
);
CREATE INDEX refunds_refunded_at ON refunds (refunded_at) WHERE status = 'refunded';

-- The provider's id of the charge (CloudPayments' TransactionId), which its refund call names.
ALTER TABLE payments ADD COLUMN provider_transaction_id text;

-- Who decided a refusal, and when (the payments command's confirm or reject).
ALTER TABLE refusal_requests ADD COLUMN decided_at timestamptz;
ALTER TABLE refusal_requests ADD COLUMN decision_note text NOT NULL DEFAULT '';

-- The sandbox provider's own refund records (a real provider keeps these on its side).
CREATE TABLE sandbox_refunds (
  id text PRIMARY KEY,
  checkout_id text NOT NULL REFERENCES sandbox_checkouts (id) ON DELETE CASCADE,
  -- The merchant's request id: a repeated request answers the first refund.
  request_id text NOT NULL UNIQUE,
  amount numeric(12, 2) NOT NULL,
  created_at timestamptz NOT NULL
);
