CREATE TABLE "promo_codes" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" numeric(12, 2) NOT NULL,
	"min_order" numeric(12, 2),
	"max_discount" numeric(12, 2),
	"total_uses" integer,
	"per_customer" boolean DEFAULT false NOT NULL,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"partner_id" char(24),
	"funded_by" text NOT NULL,
	"paused_at" timestamp with time zone,
	"used_count" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_uses" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"promo_id" char(24) NOT NULL,
	"user_id" char(24) NOT NULL,
	"order_id" char(24) NOT NULL,
	"discount" numeric(12, 2) NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "ledger_postings_once_per_order_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_code" text;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_uses" ADD CONSTRAINT "promo_uses_promo_id_promo_codes_id_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_uses" ADD CONSTRAINT "promo_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_uses" ADD CONSTRAINT "promo_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_idx" ON "promo_codes" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "promo_codes_created_idx" ON "promo_codes" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_uses_order_idx" ON "promo_uses" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "promo_uses_promo_idx" ON "promo_uses" USING btree ("promo_id","created_at");--> statement-breakpoint
CREATE INDEX "promo_uses_user_idx" ON "promo_uses" USING btree ("promo_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_postings_once_per_order_idx" ON "ledger_postings" USING btree ("kind","order_id") WHERE "ledger_postings"."kind" in ('orderPaidByMpesa', 'cashCollected', 'deliveryCompleted', 'tip', 'promoDiscount');