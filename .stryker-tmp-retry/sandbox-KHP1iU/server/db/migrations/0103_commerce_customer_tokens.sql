-- Email-verification and password-reset tokens of customers (customerCreateEmailVerificationToken,
-- customerCreatePasswordResetToken): only the token's SHA-256 hash is kept; a token is used once.
CREATE TABLE commerce_customer_tokens (
  id text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('email', 'password')),
  customer_id text NOT NULL,
  value_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX commerce_customer_tokens_customer ON commerce_customer_tokens (customer_id, kind);
