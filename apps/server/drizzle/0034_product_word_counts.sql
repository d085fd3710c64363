-- Each known word now says how many products' names hold it: search reads it to tell a common
-- text (walk the best-rated names, which finds a page within a few hundred) from a rare one
-- (fetch its few matches through the trigram index), where the walk read thousands of names to
-- find one or two (decision 041). The words of a name are counted once per product.
ALTER TABLE "product_words" ADD COLUMN "products" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
INSERT INTO product_words (word, products)
SELECT w, count(DISTINCT p.id) FROM products p, regexp_split_to_table(lower(p.name), '[^[:alnum:]]+') AS w
WHERE length(w) BETWEEN 3 AND 40 GROUP BY w
ON CONFLICT (word) DO UPDATE SET products = EXCLUDED.products;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_words_collect() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_words (word, products)
  SELECT w, count(DISTINCT p.id) FROM new_products p, regexp_split_to_table(lower(p.name), '[^[:alnum:]]+') AS w
  WHERE length(w) BETWEEN 3 AND 40 GROUP BY w
  ON CONFLICT (word) DO UPDATE SET products = product_words.products + EXCLUDED.products;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_words_collect_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_words SET products = products - 1
  WHERE products > 0 AND word IN (SELECT w FROM regexp_split_to_table(lower(OLD.name), '[^[:alnum:]]+') AS w WHERE length(w) BETWEEN 3 AND 40);
  INSERT INTO product_words (word, products)
  SELECT DISTINCT w, 1 FROM regexp_split_to_table(lower(NEW.name), '[^[:alnum:]]+') AS w
  WHERE length(w) BETWEEN 3 AND 40
  ON CONFLICT (word) DO UPDATE SET products = product_words.products + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION product_words_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The word stays (a stale word simply finds nothing); only its count goes down.
  UPDATE product_words pw SET products = greatest(pw.products - d.n, 0)
  FROM (SELECT w, count(DISTINCT p.id) AS n FROM old_products p, regexp_split_to_table(lower(p.name), '[^[:alnum:]]+') AS w
        WHERE length(w) BETWEEN 3 AND 40 GROUP BY w) d
  WHERE pw.word = d.w;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_words_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_products FOR EACH STATEMENT EXECUTE FUNCTION product_words_forget();
