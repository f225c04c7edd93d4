-- The local commerce platform (commercetools protocol). Every resource is stored as its REST
-- representation (JSONB `document`: id, version, key, createdAt, lastModifiedAt, ...) with the
-- columns it is looked up by beside it. Updates check `version` in the same statement
-- (optimistic concurrency).

-- Products: `document` is the Product (masterData.current/staged), `projection` the current
-- ProductProjection that search indexes and storefront queries read.
CREATE TABLE commerce_products (
  id text PRIMARY KEY,
  key text UNIQUE,
  version integer NOT NULL,
  product_type_id text NOT NULL,
  published boolean NOT NULL DEFAULT true,
  document jsonb NOT NULL,
  projection jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_modified_at timestamptz NOT NULL DEFAULT now()
);

-- One row per variant: sku -> product.
CREATE TABLE commerce_product_variants (
  sku text PRIMARY KEY,
  product_id text NOT NULL REFERENCES commerce_products (id) ON DELETE CASCADE,
  variant_id integer NOT NULL
);
CREATE INDEX commerce_product_variants_product ON commerce_product_variants (product_id);

-- Inventory entries: one per sku and supply channel ('' = no channel).
CREATE TABLE commerce_inventory (
  id text PRIMARY KEY,
  sku text NOT NULL,
  supply_channel_id text NOT NULL DEFAULT '',
  version integer NOT NULL,
  quantity_on_stock integer NOT NULL,
  available_quantity integer NOT NULL,
  document jsonb NOT NULL,
  last_modified_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (sku, supply_channel_id)
);

-- Every other resource, by type id (the commercetools reference type ids: cart, order,
-- customer, shopping-list, payment, category, channel, cart-discount, discount-code,
-- shipping-method, store, tax-category, product-type, key-value-document, type).
CREATE TABLE commerce_resources (
  type_id text NOT NULL,
  id text NOT NULL,
  key text,
  version integer NOT NULL,
  -- Owner: the customer or anonymous session a cart, order, shopping list or payment belongs to.
  customer_id text,
  anonymous_id text,
  -- cartState, orderState, ...
  state text,
  -- The unique natural key per type: customer email (lower case), order number, discount code.
  lookup text,
  -- The resource this one was made from: an order's cart.
  origin_id text,
  document jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_modified_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (id)
);
CREATE UNIQUE INDEX commerce_resources_key ON commerce_resources (type_id, key) WHERE key IS NOT NULL;
CREATE UNIQUE INDEX commerce_resources_lookup ON commerce_resources (type_id, lookup) WHERE lookup IS NOT NULL;
CREATE UNIQUE INDEX commerce_resources_origin ON commerce_resources (type_id, origin_id) WHERE origin_id IS NOT NULL;
CREATE INDEX commerce_resources_customer ON commerce_resources (type_id, customer_id, state) WHERE customer_id IS NOT NULL;
CREATE INDEX commerce_resources_anonymous ON commerce_resources (type_id, anonymous_id, state) WHERE anonymous_id IS NOT NULL;
CREATE INDEX commerce_resources_type ON commerce_resources (type_id, created_at);

CREATE SEQUENCE commerce_order_number START 100001;

-- OAuth tokens, stored as SHA-256 hashes only.
CREATE TABLE commerce_tokens (
  token_hash text PRIMARY KEY,
  kind text NOT NULL, -- 'access' | 'refresh'
  client_id text NOT NULL,
  scope text NOT NULL,
  customer_id text,
  anonymous_id text,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX commerce_tokens_expiry ON commerce_tokens (expires_at);
