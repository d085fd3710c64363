-- Written to run on a database that already has an earlier draft of this migration (its two
-- first indexes), hence IF [NOT] EXISTS.
DROP INDEX IF EXISTS "products_name_prefix_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "partners_suspended_idx" ON "partners" USING btree ("id") WHERE "partners"."suspended";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_category_price_idx" ON "products" USING btree (lower("category"),(CASE WHEN "discounted_price" > 0 THEN "discounted_price" ELSE "price" END),"id");--> statement-breakpoint
CREATE INDEX "products_name_prefix_idx" ON "products" USING btree (lower("name") text_pattern_ops,"id");
