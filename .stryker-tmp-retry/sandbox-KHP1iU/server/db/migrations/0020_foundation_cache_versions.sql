-- Version stamps of what cached pages are made of, shared by every process on this database.
-- A write to the site content, the catalog or the stock bumps its area (triggers below and in
-- the areas' own migrations), whichever process or tool wrote; a page rendered at an older stamp
-- is not served again (server/web/page-cache.ts).
CREATE TABLE cache_versions (
  area text PRIMARY KEY,
  version bigint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO cache_versions (area) VALUES ('catalog'), ('content'), ('stock');

-- A statement or row trigger's function: bumps the area named by the trigger's argument.
CREATE FUNCTION bump_cache_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE cache_versions SET version = version + 1, updated_at = now() WHERE area = TG_ARGV[0];
  RETURN NULL;
END
$$;

CREATE TRIGGER content_entries_cache_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON content_entries
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('content');
