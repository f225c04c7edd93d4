-- Listings, the home page's product rows and the menu's counts come from the search index: a
-- change bumps the page cache's catalog stamp (0020_foundation_cache_versions).
CREATE TRIGGER search_indices_cache_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_indices
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('catalog');
CREATE TRIGGER search_records_cache_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_records
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('catalog');
