-- Refunds of the payment provider stand-in: one per payment and merchant refund reference, so a repeated
-- request is the same refund.
CREATE TABLE payment_refunds (
  psp_reference text PRIMARY KEY,
  original_reference text NOT NULL REFERENCES payment_attempts (psp_reference),
  merchant_account text NOT NULL,
  reference text NOT NULL,
  merchant_order_reference text,
  amount_value bigint NOT NULL,
  currency text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (original_reference, reference)
);
