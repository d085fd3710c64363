ALTER TABLE "users" ADD COLUMN "delivery_area" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "delivery_area_location" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "delivery_radius_km" numeric(6, 1);--> statement-breakpoint
CREATE INDEX "partners_hidden_idx" ON "partners" USING btree ("id") WHERE "partners"."suspended" OR "partners"."role" = 'admin';