-- The generated sitemaps (server/web/sitemap), one document per public origin and file name, kept
-- with the cache stamp (cache_versions: catalog and content) they were generated at: every process
-- serves the same files, and a change to the catalog or the content pages makes the next request
-- generate them again.
CREATE TABLE sitemap_documents (
  origin text NOT NULL,
  name text NOT NULL,
  stamp text NOT NULL,
  body text NOT NULL,
  generated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (origin, name)
);
