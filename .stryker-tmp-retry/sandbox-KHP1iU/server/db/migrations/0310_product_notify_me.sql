-- Back-in-stock requests of the product page ("notify me" on a sold-out size): one per email and SKU.
CREATE TABLE IF NOT EXISTS product_notify_me_requests (
  id BIGSERIAL PRIMARY KEY,
  email TEXT NOT NULL,
  sku TEXT NOT NULL,
  product_key TEXT NOT NULL,
  locale TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  notified_at TIMESTAMPTZ,
  CONSTRAINT product_notify_me_email_sku UNIQUE (email, sku)
);

CREATE INDEX IF NOT EXISTS product_notify_me_pending ON product_notify_me_requests (sku) WHERE notified_at IS NULL;
