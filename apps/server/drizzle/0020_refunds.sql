CREATE TABLE "refunds" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"order_id" char(24) NOT NULL,
	"payment_id" char(24) NOT NULL,
	"key" text NOT NULL,
	"state" text NOT NULL,
	"amount" integer NOT NULL,
	"phone" text NOT NULL,
	"reason" text NOT NULL,
	"failure" text,
	"conversation_id" text,
	"result_code" integer,
	"transaction_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_key_uq" ON "refunds" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_transaction_uq" ON "refunds" USING btree ("transaction_id");