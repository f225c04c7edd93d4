-- Mails the shop sends: recorded here first, delivered over SMTP by the outbox worker with retries.
CREATE TABLE api_mail_outbox (
  id text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('email-verification', 'password-reset', 'order-confirmation')),
  -- One mail per key (e.g. one order confirmation per order); null for mails that may be sent again.
  dedupe_key text UNIQUE,
  locale text NOT NULL CHECK (locale IN ('cs-CZ', 'en')),
  -- What the template needs; emptied once the mail is delivered (links carry tokens).
  payload jsonb NOT NULL,
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  -- A worker that claimed the row holds it until then; a worker that died frees it by time.
  locked_until timestamptz,
  last_error text,
  queued_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  message_id text
);
CREATE INDEX api_mail_outbox_due ON api_mail_outbox (next_attempt_at) WHERE state = 'queued';
