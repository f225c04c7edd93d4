-- Every locale a market may have (spec 2.4) sends mails and takes contact requests: the shop checks a
-- locale against its market's list before it writes one (zod); the tables check only its form.
ALTER TABLE api_mail_outbox DROP CONSTRAINT api_mail_outbox_locale_check;
ALTER TABLE api_mail_outbox ADD CONSTRAINT api_mail_outbox_locale_check CHECK (locale ~ '^[a-z]{2}(-[A-Z]{2})?$');
ALTER TABLE api_contact_requests DROP CONSTRAINT api_contact_requests_locale_check;
ALTER TABLE api_contact_requests
  ADD CONSTRAINT api_contact_requests_locale_check CHECK (locale ~ '^[a-z]{2}(-[A-Z]{2})?$');
