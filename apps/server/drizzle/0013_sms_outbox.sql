CREATE TABLE "sms_outbox" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"text" text NOT NULL,
	"kind" text NOT NULL,
	"ref" text,
	"language" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"provider_message_id" text,
	"provider_status" text,
	"cost" text,
	"delivery_status" text,
	"delivery_failure_reason" text,
	"delivery_report" jsonb,
	"delivery_reported_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sms_updates" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "partner_notifications" ADD COLUMN "acknowledged_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sms_outbox_created_idx" ON "sms_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_outbox_kind_ref_idx" ON "sms_outbox" USING btree ("kind","ref");--> statement-breakpoint
CREATE INDEX "sms_outbox_provider_message_idx" ON "sms_outbox" USING btree ("provider_message_id");