-- The local platform's fulfilment simulation: when each order's next step (confirmed, shipped,
-- delivered) is due. Any number of processes tick it: each claims due rows with FOR UPDATE SKIP LOCKED.
CREATE TABLE commerce_fulfilment (
  order_id text PRIMARY KEY,
  due_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX commerce_fulfilment_due ON commerce_fulfilment (due_at);
