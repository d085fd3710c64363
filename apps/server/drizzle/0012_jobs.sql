CREATE TABLE "jobs" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"last_error" text,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mpesa_simulator_prompts" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"checkout_request_id" text NOT NULL,
	"merchant_request_id" text NOT NULL,
	"shortcode" text NOT NULL,
	"amount" integer NOT NULL,
	"phone" text NOT NULL,
	"callback_url" text NOT NULL,
	"account_reference" text NOT NULL,
	"description" text NOT NULL,
	"result_code" integer,
	"result_desc" text,
	"receipt" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "mpesa_simulator_prompts_checkout_request_id_unique" UNIQUE("checkout_request_id"),
	CONSTRAINT "mpesa_simulator_prompts_receipt_unique" UNIQUE("receipt")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_kind_key_uq" ON "jobs" USING btree ("kind","key");--> statement-breakpoint
CREATE INDEX "jobs_pending_due_idx" ON "jobs" USING btree ("due_at") WHERE "jobs"."state" = 'pending';