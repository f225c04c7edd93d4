-- The local search service (Algolia protocol). Records are kept here so an index survives a
-- restart; the engine holds them in memory and answers queries from there.

CREATE TABLE search_indices (
  name text PRIMARY KEY,
  -- The index settings as setSettings stored them; a replica carries `primary`.
  settings jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE search_records (
  -- Insertion order: the last tie-breaker of the ranking, kept across restarts.
  seq bigint GENERATED ALWAYS AS IDENTITY,
  index_name text NOT NULL REFERENCES search_indices (name) ON DELETE CASCADE,
  object_id text NOT NULL,
  record jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (index_name, object_id)
);
CREATE INDEX search_records_order ON search_records (index_name, seq);

-- Insights events (click, conversion, view), one row per accepted event.
CREATE TABLE search_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  received_at timestamptz NOT NULL DEFAULT now(),
  event_type text NOT NULL,
  event_subtype text,
  event_name text NOT NULL,
  index_name text NOT NULL,
  user_token text NOT NULL,
  authenticated_user_token text,
  query_id text,
  object_ids jsonb,
  filters jsonb,
  occurred_at timestamptz NOT NULL,
  event jsonb NOT NULL
);
CREATE INDEX search_events_index_time ON search_events (index_name, occurred_at);
CREATE INDEX search_events_query ON search_events (query_id) WHERE query_id IS NOT NULL;
