-- The shop reads the platform's order messages (returns arriving, orders ready in their store) and acts on each
-- once: where it has read up to, and each message it took (`done` once acted on; a lease while it is acted on,
-- so a process that died meanwhile leaves it to another once the lease is over).
CREATE TABLE IF NOT EXISTS platform_message_feeds (
  feed text PRIMARY KEY,
  read_from timestamptz NOT NULL
);
CREATE TABLE IF NOT EXISTS platform_messages_taken (
  feed text NOT NULL,
  message_id text NOT NULL,
  message_created_at timestamptz NOT NULL,
  done boolean NOT NULL DEFAULT false,
  lease_until timestamptz NOT NULL,
  PRIMARY KEY (feed, message_id)
);
CREATE INDEX IF NOT EXISTS platform_messages_taken_created ON platform_messages_taken (feed, message_created_at);
