-- Orders a browser has tracked by number and email (spec 2.7 "Order tracking"): the browser's session
-- cookie names a grant by a random value kept here only as its hash, so every process honours it and
-- a reload shows the order again without asking; a grant ends after a day at the latest.
CREATE TABLE api_order_tracking_grants (
  grant_hash text NOT NULL,
  order_number text NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (grant_hash, order_number)
);
CREATE INDEX api_order_tracking_grants_expires_at ON api_order_tracking_grants (expires_at);
