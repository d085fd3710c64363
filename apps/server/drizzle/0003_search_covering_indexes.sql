DROP INDEX "products_rating_idx";--> statement-breakpoint
CREATE INDEX "products_name_prefix_idx" ON "products" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("rating_average","rating_count","id","partner_id","name");