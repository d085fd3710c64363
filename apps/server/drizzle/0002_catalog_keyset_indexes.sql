DROP INDEX "partners_rating_idx";--> statement-breakpoint
DROP INDEX "products_partner_idx";--> statement-breakpoint
DROP INDEX "products_rating_idx";--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "products_effective_price_idx" ON "products" USING btree ((CASE WHEN "discounted_price" > 0 THEN "discounted_price" ELSE "price" END),"id");--> statement-breakpoint
CREATE INDEX "partners_rating_idx" ON "partners" USING btree ("rating_average","rating_count","id");--> statement-breakpoint
CREATE INDEX "products_partner_idx" ON "products" USING btree ("partner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("rating_average","rating_count","id");