-- The bag given back to a shopper whose payment of an order failed: a copy of the order's cart
-- (`replicateMyCart`), so the bag is intact while the shopper retries. The order stays the one
-- that is paid; once it is paid, this copy is deleted, so the paid items do not stay in the bag.
CREATE TABLE IF NOT EXISTS api_order_retry_carts (
  order_id TEXT PRIMARY KEY,
  cart_id TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
