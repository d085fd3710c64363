ALTER TABLE "orders" ADD COLUMN "credit_used" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_problems" ADD COLUMN "refund_as" text;--> statement-breakpoint
ALTER TABLE "order_problems" ADD COLUMN "settlement" jsonb;