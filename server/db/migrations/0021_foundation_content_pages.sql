-- Content pages (spec 2.2, 2.3): customer service and its legal pages, stories, guides, explore and
-- campaigns, one document per internal path (English slugs) and locale. A page has the published
-- version shoppers see and, while an editor works on it, a draft seen only in preview mode (spec 4.12).
CREATE TABLE content_pages (
  path text NOT NULL,
  locale text NOT NULL,
  status text NOT NULL CHECK (status IN ('draft', 'published')),
  document jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (path, locale, status)
);

CREATE TRIGGER content_pages_cache_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON content_pages
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('content');
