-- 0029 changed the price columns from numeric to bigint cents. ALTER TYPE rebuilt the two price
-- indexes but kept their old expression, now with casts to numeric, which no longer matches the
-- catalogue's `CASE WHEN discounted_price_cents > 0 ...` (product-columns.ts): every price filter
-- and price sort read the whole table. Built again on the expression as written in the schema,
-- then analysed: the planner's row estimates for a price range come from the index's statistics.
DROP INDEX IF EXISTS "products_effective_price_idx";--> statement-breakpoint
CREATE INDEX "products_effective_price_idx" ON "products" USING btree ((CASE WHEN "discounted_price_cents" > 0 THEN "discounted_price_cents" ELSE "price_cents" END),"id");--> statement-breakpoint
DROP INDEX IF EXISTS "products_category_price_idx";--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree (lower("category"),(CASE WHEN "discounted_price_cents" > 0 THEN "discounted_price_cents" ELSE "price_cents" END),"id");--> statement-breakpoint
ANALYZE "products";
