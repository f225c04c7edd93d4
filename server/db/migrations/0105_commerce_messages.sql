-- The local platform's Messages (commercetools Messages): each change of an order's shipment or return
-- shipment state, written in the transaction that changes the order, so a consumer that reads them never
-- misses one, whatever happens to a process after the change.
CREATE TABLE IF NOT EXISTS commerce_messages (
  id text PRIMARY KEY,
  resource_type text NOT NULL,
  resource_id text NOT NULL,
  resource_version integer NOT NULL,
  sequence_number integer NOT NULL,
  type text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (resource_type, resource_id, sequence_number)
);
CREATE INDEX IF NOT EXISTS commerce_messages_created ON commerce_messages (created_at, id);
