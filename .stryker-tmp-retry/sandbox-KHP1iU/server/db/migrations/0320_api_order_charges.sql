-- One charge per order (spec 4.8). Before the shop asks the payment provider to charge an order, it
-- claims the order's row here in one statement; while one attempt holds the order, every other
-- attempt is refused, so parallel submits and parallel payment sessions can never charge twice.
--   charging    the provider is being asked to charge (`reference` is the attempt's merchant reference)
--   action      the provider asked for 3-D Secure; `action_token` is the one result that can settle it
--   settling    that result was accepted once and is being confirmed with the provider
--   pending     the provider received the payment and will notify its outcome
--   authorised  paid
--   refused     refused or failed: a new attempt may claim the order
CREATE TABLE IF NOT EXISTS api_order_charges (
  order_id TEXT PRIMARY KEY,
  reference TEXT NOT NULL UNIQUE,
  state TEXT NOT NULL CHECK (state IN ('charging', 'action', 'settling', 'pending', 'authorised', 'refused')),
  action_token TEXT,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
