CREATE TABLE "ledger_entries" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"posting_id" char(24) NOT NULL,
	"account_kind" text NOT NULL,
	"account_owner_id" char(24),
	"amount_cents" bigint NOT NULL,
	"gross_cents" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"order_id" char(24),
	"actor_kind" text NOT NULL,
	"actor_id" char(24),
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"account_kind" text NOT NULL,
	"account_id" char(24) NOT NULL,
	"amount_cents" bigint NOT NULL,
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"reference" text,
	"failure_reason" text,
	"admin_id" char(24) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "commission_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_posting_id_ledger_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."ledger_postings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_kind","account_owner_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_posting_idx" ON "ledger_entries" USING btree ("posting_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_postings_once_per_order_idx" ON "ledger_postings" USING btree ("kind","order_id") WHERE "ledger_postings"."kind" in ('orderPaidByMpesa', 'cashCollected', 'deliveryCompleted', 'tip');--> statement-breakpoint
CREATE INDEX "ledger_postings_order_idx" ON "ledger_postings" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "ledger_postings_created_idx" ON "ledger_postings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payouts_account_idx" ON "payouts" USING btree ("account_kind","account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_one_in_flight_idx" ON "payouts" USING btree ("account_kind","account_id") WHERE "payouts"."status" = 'Sent';