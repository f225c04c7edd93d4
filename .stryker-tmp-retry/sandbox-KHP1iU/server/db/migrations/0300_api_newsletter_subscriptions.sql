-- Newsletter sign-ups of the own API (spec 4.11, 7.2): one row per email address.
CREATE TABLE newsletter_subscriptions (
  email text PRIMARY KEY,
  name text NOT NULL DEFAULT '',
  locale text NOT NULL,
  consent_keys jsonb NOT NULL,
  customer_id text,
  subscribed_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX newsletter_subscriptions_customer_id ON newsletter_subscriptions (customer_id);
