-- Since when a customer's shop sessions are valid: a password reset or change ends every session
-- signed in before it (the platform's tokens live on until they expire; the shop stops using them).
CREATE TABLE api_customer_session_epochs (
  customer_id text PRIMARY KEY,
  -- Epoch milliseconds: a session issued earlier is over.
  valid_from bigint NOT NULL
);
