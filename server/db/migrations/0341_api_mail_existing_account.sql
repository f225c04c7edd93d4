-- A sign-up with an address that already has an account mails its owner instead of answering so.
ALTER TABLE api_mail_outbox DROP CONSTRAINT IF EXISTS api_mail_outbox_kind_check;
ALTER TABLE api_mail_outbox ADD CONSTRAINT api_mail_outbox_kind_check
  CHECK (kind IN ('email-verification', 'password-reset', 'existing-account', 'order-confirmation'));
