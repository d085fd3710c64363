ALTER TABLE "payouts" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "conversation_id" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "result_code" integer;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "retried_as" char(24);