-- The local mail catcher: every message it received over SMTP, for the mailbox at /platform/mail.
CREATE TABLE mail_catcher_messages (
  id text PRIMARY KEY,
  received_at timestamptz NOT NULL DEFAULT now(),
  -- The SMTP envelope.
  envelope_from text NOT NULL,
  envelope_to jsonb NOT NULL,
  -- The parsed headers and parts.
  message_id text,
  from_header text NOT NULL,
  to_header text NOT NULL,
  subject text NOT NULL,
  html text,
  text text,
  size integer NOT NULL
);
CREATE INDEX mail_catcher_messages_received ON mail_catcher_messages (received_at DESC);
