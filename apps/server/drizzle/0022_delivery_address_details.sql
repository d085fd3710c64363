ALTER TABLE "saved_locations" ADD COLUMN "landmark" text;--> statement-breakpoint
ALTER TABLE "saved_locations" ADD COLUMN "building" text;--> statement-breakpoint
ALTER TABLE "saved_locations" ADD COLUMN "directions" text;--> statement-breakpoint
ALTER TABLE "saved_locations" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_landmark" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_building" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_directions" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_contact_phone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_reviewed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_delivery_attention_idx" ON "orders" USING btree ("created_at") WHERE ("orders"."pin_locked_at" is not null or "orders"."delivered_without_pin") and "orders"."delivery_reviewed_at" is null;