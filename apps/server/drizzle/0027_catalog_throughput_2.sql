-- Catalogue answers are kept for a few seconds in each server process (decision 032). Every
-- committed change to what they are read from tells every process to drop them: one
-- notification per statement, which PostgreSQL delivers at commit (never for a rolled-back
-- change) and folds into one per transaction. Triggers catch every writer: the API, background
-- jobs, the admin command line and hand-written SQL alike.
CREATE FUNCTION catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sokoni_catalogue', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER partners_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON partners
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER product_words_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_words
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
