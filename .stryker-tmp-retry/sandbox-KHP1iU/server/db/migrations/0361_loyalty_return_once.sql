-- Points taken back for a refund are posted once per refund: a repeated Return with the same reference is
-- answered with the first one.
ALTER TABLE loyalty_transactions ADD COLUMN IF NOT EXISTS reference text;
CREATE UNIQUE INDEX IF NOT EXISTS loyalty_transactions_return_once
  ON loyalty_transactions (customer_number, reference)
  WHERE type = 'Return' AND reference IS NOT NULL;
