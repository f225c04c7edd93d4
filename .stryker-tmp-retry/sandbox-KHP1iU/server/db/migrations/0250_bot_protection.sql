-- Solved bot-protection challenges, so each one verifies only once (replay protection).
CREATE TABLE bot_protection_spent_challenges (
  challenge_id text PRIMARY KEY,
  expires_at timestamptz NOT NULL,
  spent_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bot_protection_spent_challenges_expires ON bot_protection_spent_challenges (expires_at);
