DROP INDEX "products_name_prefix_idx";--> statement-breakpoint
CREATE INDEX "partners_suspended_idx" ON "partners" USING btree ("id") WHERE "partners"."suspended";--> statement-breakpoint
CREATE INDEX "products_name_prefix_idx" ON "products" USING btree (lower("name") text_pattern_ops,"id");