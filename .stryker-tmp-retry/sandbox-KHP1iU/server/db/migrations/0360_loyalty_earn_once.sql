-- A member earns once per order: a repeated Earn for the same order is answered with the first one.
CREATE UNIQUE INDEX IF NOT EXISTS loyalty_transactions_earn_once
  ON loyalty_transactions (customer_number, order_number)
  WHERE type = 'Earn' AND order_number IS NOT NULL;
