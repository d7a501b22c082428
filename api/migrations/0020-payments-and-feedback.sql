-- Payments for courses: one row per checkout attempt, settled in KZT.
-- status: pending (card page open) -> paid | declined | cancelled | expired; only paid grants access.
CREATE TABLE payments (
  id text PRIMARY KEY,
  -- Financial records outlive the account (user_id becomes NULL).
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  course_id integer NOT NULL REFERENCES courses (id) ON DELETE RESTRICT,
  amount numeric(12, 2) NOT NULL CHECK (amount > 0),
  currency text NOT NULL,
  display_amount numeric(12, 2) NOT NULL,
  display_currency text NOT NULL,
  provider text NOT NULL,
  provider_payment_id text,
  -- The provider's hosted card page for this payment.
  payment_url text NOT NULL,
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'paid', 'declined', 'cancelled', 'expired')),
  failure_reason text,
  card_brand text CHECK (card_brand IN ('visa', 'mastercard')),
  card_last4 text CHECK (card_last4 ~ '^[0-9]{4}$'),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  settled_at timestamptz
);
CREATE INDEX payments_user ON payments (user_id, created_at DESC);
CREATE UNIQUE INDEX payments_provider_ref ON payments (provider, provider_payment_id);
-- At most one open checkout per student and course: a new one cancels the previous.
CREATE UNIQUE INDEX payments_one_pending ON payments (user_id, course_id) WHERE status = 'pending';

-- The enrollment a paid payment granted; the unique constraint makes a replayed callback grant nothing more.
ALTER TABLE enrollments ADD COLUMN payment_id text UNIQUE REFERENCES payments (id) ON DELETE SET NULL;

-- A refusal of the contract (public offer: within 14 calendar days of gaining access).
CREATE TABLE refusal_requests (
  id serial PRIMARY KEY,
  payment_id text NOT NULL UNIQUE REFERENCES payments (id) ON DELETE CASCADE,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  reason text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'confirmed', 'rejected')),
  requested_at timestamptz NOT NULL
);

-- The built-in sandbox provider's own records (a real provider keeps these on its side).
CREATE TABLE sandbox_checkouts (
  id text PRIMARY KEY,
  merchant_reference text NOT NULL,
  amount numeric(12, 2) NOT NULL,
  currency text NOT NULL,
  description text NOT NULL,
  language text NOT NULL,
  return_url text NOT NULL,
  callback_url text NOT NULL,
  status text NOT NULL DEFAULT 'open'
    CHECK (status IN ('open', 'challenge', 'succeeded', 'declined', 'cancelled', 'expired')),
  card_brand text,
  card_last4 text,
  decline_reason text,
  challenge_attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  finished_at timestamptz,
  callback_status integer
);

-- Messages from the home page's contact form.
CREATE TABLE feedback_messages (
  id serial PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  message text NOT NULL,
  language text NOT NULL,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  client_ip text,
  created_at timestamptz NOT NULL,
  mailed_at timestamptz
);
