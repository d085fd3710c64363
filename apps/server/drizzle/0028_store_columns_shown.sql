-- A store's row holds its account too: its e-mail, password, language, commission and tokens
-- change without changing any catalogue answer. An update of partners now notifies only when it
-- sets a column those answers show or are filtered by (decision 032; the same list as
-- STORE_COLUMNS_SHOWN in src/modules/catalog/catalogue-writes.ts). A new or deleted store still
-- notifies always, and products and product_words on every change.
DROP TRIGGER partners_catalogue_changed ON partners;
--> statement-breakpoint
CREATE TRIGGER partners_catalogue_changed AFTER INSERT OR DELETE OR TRUNCATE ON partners
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER partners_shown_catalogue_changed AFTER UPDATE OF
  business_name, business_type, contact_number, town, location, address, description, profile_image, slug,
  role, suspended, opening_hours, paused_until, delivery_radius_km, rating_average, rating_count, created_at
  ON partners FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
