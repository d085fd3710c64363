CREATE TABLE "dispatch_offers" (
	"order_id" char(24) PRIMARY KEY NOT NULL,
	"driver_ids" jsonb NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"widened_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "driver_presence" (
	"driver_id" char(24) PRIMARY KEY NOT NULL,
	"online" boolean DEFAULT false NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"accuracy_m" real,
	"heading" real,
	"speed_mps" real,
	"recent_kmh" real,
	"located_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_pin" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pin_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pin_locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_without_pin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "handover_note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "handover_photo" text;--> statement-breakpoint
ALTER TABLE "dispatch_offers" ADD CONSTRAINT "dispatch_offers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_presence" ADD CONSTRAINT "driver_presence_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;