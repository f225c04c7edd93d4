-- A product page shows its rating and reviews, the shop its reviews: a change bumps the page cache's catalog stamp
-- (0020_foundation_cache_versions).
CREATE TRIGGER product_reviews_cache_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('catalog');
CREATE TRIGGER shop_reviews_cache_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shop_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('catalog');
