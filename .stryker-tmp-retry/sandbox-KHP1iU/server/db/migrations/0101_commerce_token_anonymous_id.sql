-- The anonymous-token endpoint refuses an anonymous_id that was already handed out.
CREATE INDEX commerce_tokens_anonymous ON commerce_tokens (anonymous_id) WHERE anonymous_id IS NOT NULL;
