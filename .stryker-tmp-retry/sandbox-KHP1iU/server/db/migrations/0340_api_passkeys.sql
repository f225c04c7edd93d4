-- Customers' passkeys (WebAuthn credentials) and the challenges handed out for them.
CREATE TABLE api_passkeys (
  -- The credential's id (base64url), as the authenticator names it.
  id text PRIMARY KEY,
  customer_id text NOT NULL,
  public_key text NOT NULL, -- base64url COSE key
  counter bigint NOT NULL DEFAULT 0,
  transports jsonb NOT NULL DEFAULT '[]',
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);
CREATE INDEX api_passkeys_customer ON api_passkeys (customer_id);

-- A challenge is used once and only before it expires; a registration's is bound to its customer.
CREATE TABLE api_passkey_challenges (
  challenge text PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('register', 'sign-in')),
  customer_id text,
  expires_at timestamptz NOT NULL
);
CREATE INDEX api_passkey_challenges_expiry ON api_passkey_challenges (expires_at);
