CREATE TABLE "web_vitals" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"value" double precision NOT NULL,
	"page" text NOT NULL,
	"rating" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "web_vitals_name_page_idx" ON "web_vitals" USING btree ("name","page","created_at");