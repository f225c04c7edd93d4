-- The contact form's submissions (spec 3.17): kept for customer service, mailed to it and confirmed to the shopper.
CREATE TABLE api_contact_requests (
  id text PRIMARY KEY,
  locale text NOT NULL CHECK (locale IN ('cs-CZ', 'en')),
  email text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  phone text NOT NULL DEFAULT '',
  topic text NOT NULL,
  order_number text NOT NULL DEFAULT '',
  comment text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX api_contact_requests_created_at ON api_contact_requests (created_at);

-- The two mails of a contact request: to customer service, and its confirmation to the shopper.
ALTER TABLE api_mail_outbox DROP CONSTRAINT api_mail_outbox_kind_check;
ALTER TABLE api_mail_outbox ADD CONSTRAINT api_mail_outbox_kind_check
  CHECK (kind IN ('email-verification', 'password-reset', 'order-confirmation', 'collection-ready',
    'return-confirmation', 'contact-request', 'contact-confirmation'));
