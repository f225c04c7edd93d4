-- The mail confirming a return the shopper started, with how to send the goods back.
ALTER TABLE api_mail_outbox DROP CONSTRAINT api_mail_outbox_kind_check;
ALTER TABLE api_mail_outbox ADD CONSTRAINT api_mail_outbox_kind_check
  CHECK (kind IN ('email-verification', 'password-reset', 'order-confirmation', 'collection-ready', 'return-confirmation'));
