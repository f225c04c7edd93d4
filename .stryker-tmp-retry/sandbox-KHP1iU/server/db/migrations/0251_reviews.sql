-- Product reviews (per article number) and shop reviews of the review stand-ins.
CREATE TABLE product_reviews (
  id text PRIMARY KEY,
  article_number text NOT NULL,
  locale text NOT NULL,
  rating integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
  title text NOT NULL,
  body text NOT NULL,
  author text NOT NULL,
  email text,
  verified_purchase boolean NOT NULL DEFAULT false,
  helpful_votes integer NOT NULL DEFAULT 0,
  -- 'pending' until moderated; only 'approved' reviews are shown and counted.
  status text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
  created_at timestamptz NOT NULL
);
CREATE INDEX product_reviews_article ON product_reviews (article_number, status, created_at DESC);

CREATE TABLE shop_reviews (
  id text PRIMARY KEY,
  locale text NOT NULL,
  rating integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
  body text NOT NULL,
  author text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
  created_at timestamptz NOT NULL
);
CREATE INDEX shop_reviews_recent ON shop_reviews (status, created_at DESC);
