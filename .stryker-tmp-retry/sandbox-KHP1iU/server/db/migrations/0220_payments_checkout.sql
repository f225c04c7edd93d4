-- The payment provider stand-in (a checkout API like Adyen's). Card numbers are never stored:
-- a payment keeps the brand and the last four digits only.

CREATE TABLE payment_sessions (
  id text PRIMARY KEY,
  merchant_account text NOT NULL,
  reference text NOT NULL,
  amount_value bigint NOT NULL,
  currency text NOT NULL,
  country_code text NOT NULL,
  return_url text NOT NULL,
  shopper_locale text,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE payment_attempts (
  psp_reference text PRIMARY KEY,
  merchant_account text NOT NULL,
  reference text NOT NULL,
  session_id text REFERENCES payment_sessions (id),
  amount_value bigint NOT NULL,
  currency text NOT NULL,
  method_type text NOT NULL,
  card_brand text,
  card_last4 text,
  result_code text NOT NULL,
  refusal_reason text,
  return_url text,
  -- The shopper action (3-D Secure or redirect) still open, and how the shopper answered it.
  action_token text UNIQUE,
  action_outcome text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_attempts_reference ON payment_attempts (reference);

-- Where standard notifications go, per merchant account, and the key that signs them.
CREATE TABLE payment_webhooks (
  merchant_account text PRIMARY KEY,
  url text NOT NULL,
  hmac_key text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE payment_webhook_deliveries (
  id bigserial PRIMARY KEY,
  psp_reference text NOT NULL,
  event_code text NOT NULL,
  url text NOT NULL,
  payload jsonb NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  delivered_at timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The connector: notifications it has applied (a repeated one changes nothing) and, until the
-- commerce platform takes them, the payment transactions it derived.
CREATE TABLE payment_connector_notifications (
  psp_reference text NOT NULL,
  event_code text NOT NULL,
  merchant_reference text NOT NULL,
  success boolean NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (psp_reference, event_code)
);

CREATE TABLE payment_connector_transactions (
  payment_key text NOT NULL,
  interaction_id text NOT NULL,
  type text NOT NULL,
  state text NOT NULL,
  amount_value bigint NOT NULL,
  currency text NOT NULL,
  make_payment_response text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (payment_key, interaction_id, type)
);
