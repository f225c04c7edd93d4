-- The support-chat stand-in's conversations and messages. A message keeps its delivery state (sent when stored,
-- delivered when the other side's window received it, read when it was shown there). `client_id` is the sender's
-- own id for the message, so a message sent again after a lost connection is stored once.
CREATE TABLE IF NOT EXISTS support_chat_conversations (
  id uuid PRIMARY KEY,
  visitor_id text NOT NULL,
  visitor_name text,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_message_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS support_chat_conversations_visitor ON support_chat_conversations (visitor_id);
CREATE INDEX IF NOT EXISTS support_chat_conversations_open ON support_chat_conversations (status, last_message_at);

CREATE TABLE IF NOT EXISTS support_chat_messages (
  id bigserial PRIMARY KEY,
  conversation_id uuid NOT NULL REFERENCES support_chat_conversations (id) ON DELETE CASCADE,
  author text NOT NULL CHECK (author IN ('visitor', 'agent')),
  client_id text NOT NULL,
  body text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  delivered_at timestamptz,
  read_at timestamptz,
  UNIQUE (conversation_id, client_id)
);
CREATE INDEX IF NOT EXISTS support_chat_messages_conversation ON support_chat_messages (conversation_id, id);

-- What happened, in order, for every server process to pass on to the windows connected to it: new messages,
-- delivery states, typing and new conversations. Each process reads the rows after the last it has seen.
CREATE TABLE IF NOT EXISTS support_chat_events (
  id bigserial PRIMARY KEY,
  conversation_id uuid NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS support_chat_events_created ON support_chat_events (created_at);

-- Whether agents answer: by the support hours (`schedule`), or held open or closed by the operator endpoint.
CREATE TABLE IF NOT EXISTS support_chat_availability (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  mode text NOT NULL CHECK (mode IN ('schedule', 'open', 'closed'))
);
