CREATE TABLE "substitutions" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"order_id" char(24) NOT NULL,
	"sub_order_id" char(24) NOT NULL,
	"order_item_id" char(24),
	"item_name" text NOT NULL,
	"item_quantity" integer NOT NULL,
	"item_price" numeric(12, 2) NOT NULL,
	"replacement_product_id" char(24),
	"replacement_name" text NOT NULL,
	"replacement_price" numeric(12, 2) NOT NULL,
	"replacement_quantity" integer NOT NULL,
	"state" text DEFAULT 'proposed' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "prep_minutes" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "scheduled_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "after_decline" text;--> statement-breakpoint
ALTER TABLE "sub_orders" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "sub_orders" ADD COLUMN "decline_note" text;--> statement-breakpoint
ALTER TABLE "substitutions" ADD CONSTRAINT "substitutions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "substitutions" ADD CONSTRAINT "substitutions_sub_order_id_sub_orders_id_fk" FOREIGN KEY ("sub_order_id") REFERENCES "public"."sub_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "substitutions" ADD CONSTRAINT "substitutions_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "substitutions" ADD CONSTRAINT "substitutions_replacement_product_id_products_id_fk" FOREIGN KEY ("replacement_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "substitutions_order_idx" ON "substitutions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "substitutions_item_idx" ON "substitutions" USING btree ("order_item_id");