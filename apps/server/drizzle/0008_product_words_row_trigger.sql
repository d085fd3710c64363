-- Stock changes on every order were firing the statement-level update trigger, which built the
-- old and new transition tables and joined them only to find that no name had changed. A row
-- trigger can name its column and condition, so it now runs only when a product is renamed.
DROP TRIGGER IF EXISTS products_words_update ON products;--> statement-breakpoint
CREATE FUNCTION product_words_collect_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_words (word)
  SELECT DISTINCT w FROM regexp_split_to_table(lower(NEW.name), '[^[:alnum:]]+') AS w
  WHERE length(w) BETWEEN 3 AND 40
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_words_rename AFTER UPDATE OF name ON products
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION product_words_collect_renamed();
