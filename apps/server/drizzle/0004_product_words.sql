CREATE TABLE "product_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "product_words_trgm_idx" ON "product_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE FUNCTION product_words_collect() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Words of inserted products, or of products whose name changed; known words are left alone.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_words (word)
    SELECT DISTINCT w FROM new_products p, regexp_split_to_table(lower(p.name), '[^[:alnum:]]+') AS w
    WHERE length(w) BETWEEN 3 AND 40
    ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO product_words (word)
    SELECT DISTINCT w FROM new_products p JOIN old_products o ON o.id = p.id AND o.name IS DISTINCT FROM p.name,
      regexp_split_to_table(lower(p.name), '[^[:alnum:]]+') AS w
    WHERE length(w) BETWEEN 3 AND 40
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_words_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION product_words_collect();
--> statement-breakpoint
CREATE TRIGGER products_words_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_products NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION product_words_collect();
--> statement-breakpoint
INSERT INTO product_words (word)
SELECT DISTINCT w FROM products p, regexp_split_to_table(lower(p.name), '[^[:alnum:]]+') AS w
WHERE length(w) BETWEEN 3 AND 40
ON CONFLICT DO NOTHING;
