-- The mail telling a shopper their click-and-collect order is ready in the store.
ALTER TABLE api_mail_outbox DROP CONSTRAINT api_mail_outbox_kind_check;
ALTER TABLE api_mail_outbox ADD CONSTRAINT api_mail_outbox_kind_check
  CHECK (kind IN ('email-verification', 'password-reset', 'order-confirmation', 'collection-ready'));
