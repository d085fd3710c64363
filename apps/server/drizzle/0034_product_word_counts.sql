-- Each known word now says how many products' names hold it: search reads it to tell a common
-- text (walk the best-rated names, which finds a page within a few hundred) from a rare one
-- (fetch its few matches through the trigram index), where the walk read thousands of names to
-- find one or two (decision 041). The words of a name are counted once per product.
ALTER TABLE "product_words" ADD COLUMN "products" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
INSERT INTO product_words (word, products)
SELECT w, count(DISTINCT p.id) FROM products p, regexp_split_to_table(lower(p.name), '[^[:alnum:]]+') AS w
WHERE length(w) BETWEEN 3 AND 40 GROUP BY w
ON CONFLICT (word) DO UPDATE SET products = EXCLUDED.products;--> statement-breakpoint
CREATE FUNCTION product_words_change(words text[], deltas integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Words not seen before are added without touching known ones, as before.
  INSERT INTO product_words (word) SELECT w FROM unnest(words) AS w ORDER BY w ON CONFLICT DO NOTHING;
  -- Then the counts, each word's row locked in alphabetical order: two statements changing the
  -- same words (two shops adding 'Chicken Pizza' at once) wait for each other in turn, never in
  -- a circle.
  PERFORM 1 FROM product_words WHERE word = ANY (words) ORDER BY word FOR UPDATE;
  UPDATE product_words pw SET products = greatest(pw.products + c.delta, 0)
  FROM unnest(words, deltas) AS c(word, delta) WHERE pw.word = c.word;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_words_collect() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_words_change(array_agg(c.w ORDER BY c.w), array_agg(c.n ORDER BY c.w)) FROM (
    SELECT w, count(DISTINCT p.id)::int AS n FROM new_products p, regexp_split_to_table(lower(p.name), '[^[:alnum:]]+') AS w
    WHERE length(w) BETWEEN 3 AND 40 GROUP BY w) c;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_words_collect_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_words_change(array_agg(c.w ORDER BY c.w), array_agg(c.d ORDER BY c.w)) FROM (
    SELECT x.w, sum(x.d)::int AS d FROM (
      SELECT DISTINCT w, -1 AS d FROM regexp_split_to_table(lower(OLD.name), '[^[:alnum:]]+') AS w WHERE length(w) BETWEEN 3 AND 40
      UNION ALL
      SELECT DISTINCT w, 1 FROM regexp_split_to_table(lower(NEW.name), '[^[:alnum:]]+') AS w WHERE length(w) BETWEEN 3 AND 40
    ) x GROUP BY x.w HAVING sum(x.d) <> 0) c;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION product_words_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The word stays (a stale word simply finds nothing); only its count goes down.
  PERFORM product_words_change(array_agg(c.w ORDER BY c.w), array_agg(-c.n ORDER BY c.w)) FROM (
    SELECT w, count(DISTINCT p.id)::int AS n FROM old_products p, regexp_split_to_table(lower(p.name), '[^[:alnum:]]+') AS w
    WHERE length(w) BETWEEN 3 AND 40 GROUP BY w) c;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_words_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_products FOR EACH STATEMENT EXECUTE FUNCTION product_words_forget();
