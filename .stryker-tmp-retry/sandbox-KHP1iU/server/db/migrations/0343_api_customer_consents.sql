-- The consents a customer gave when signing up (spec 3.20: terms and conditions, privacy policy,
-- loyalty), each with the time it was given; the newsletter consent lives with the subscription.
CREATE TABLE api_customer_consents (
  customer_id text NOT NULL,
  consent_type integer NOT NULL CHECK (consent_type IN (2, 3, 4, 5)),
  given_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, consent_type)
);
