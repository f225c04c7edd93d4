-- Counters of failed attempts (sign-in), shared by every process on this database.
-- One row per scope and key (the key is a SHA-256 hash, never the email or address itself);
-- a row counts until window_ends_at, then the next attempt starts a fresh window.
CREATE TABLE throttle_counters (
  scope text NOT NULL,
  key_hash text NOT NULL,
  hits integer NOT NULL,
  window_ends_at timestamptz NOT NULL,
  PRIMARY KEY (scope, key_hash)
);
CREATE INDEX throttle_counters_window_ends ON throttle_counters (window_ends_at);
