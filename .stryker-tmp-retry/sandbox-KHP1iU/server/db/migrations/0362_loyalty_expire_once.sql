-- Lapsed points are written once per Earn: an Expire carries the Earn it lapses (`EX-{earn}`).
CREATE UNIQUE INDEX IF NOT EXISTS loyalty_transactions_expire_once
  ON loyalty_transactions (customer_number, reference)
  WHERE type = 'Expire' AND reference IS NOT NULL;
