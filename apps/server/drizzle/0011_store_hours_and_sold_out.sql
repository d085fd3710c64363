ALTER TABLE "partners" ADD COLUMN "opening_hours" jsonb;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "paused_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "pause_reason" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sold_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sold_out_until" timestamp with time zone;