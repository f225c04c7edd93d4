-- Pages show products, their categories and the channels, stores and discounts around them, and
-- which sizes are in stock: a change bumps the page cache's stamp (0020_foundation_cache_versions).
-- Carts, orders, customers, shopping lists and payments are the shoppers' own and bump nothing.
CREATE TRIGGER commerce_products_cache_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON commerce_products
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('catalog');
CREATE TRIGGER commerce_product_variants_cache_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON commerce_product_variants
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('catalog');
CREATE TRIGGER commerce_inventory_cache_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON commerce_inventory
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('stock');
CREATE TRIGGER commerce_resources_cache_version AFTER INSERT OR UPDATE ON commerce_resources
  FOR EACH ROW WHEN (NEW.type_id IN ('category', 'channel', 'product-discount', 'product-selection', 'product-type', 'shipping-method', 'store', 'tax-category', 'zone'))
  EXECUTE FUNCTION bump_cache_version('catalog');
CREATE TRIGGER commerce_resources_cache_version_deleted AFTER DELETE ON commerce_resources
  FOR EACH ROW WHEN (OLD.type_id IN ('category', 'channel', 'product-discount', 'product-selection', 'product-type', 'shipping-method', 'store', 'tax-category', 'zone'))
  EXECUTE FUNCTION bump_cache_version('catalog');
