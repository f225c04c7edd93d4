-- Loyalty club members and their points history (spec 9: Earn, Return, Expire, Balance).
CREATE TABLE loyalty_members (
  customer_number text PRIMARY KEY,
  email text NOT NULL UNIQUE,
  first_name text NOT NULL,
  last_name text NOT NULL,
  enrolled_at timestamptz NOT NULL
);

CREATE TABLE loyalty_transactions (
  id text PRIMARY KEY,
  customer_number text NOT NULL REFERENCES loyalty_members (customer_number) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('Earn', 'Return', 'Expire', 'Balance')),
  -- Signed: Earn adds, Return and Expire take away, Balance corrects either way.
  points integer NOT NULL,
  description text NOT NULL,
  order_number text,
  created_at timestamptz NOT NULL,
  -- When earned points lapse; set on Earn only.
  expires_at timestamptz
);
CREATE INDEX loyalty_transactions_member ON loyalty_transactions (customer_number, created_at DESC);
