CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "saved_locations" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"user_id" char(24) NOT NULL,
	"label" text NOT NULL,
	"town" text NOT NULL,
	"location" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"names" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"town" text NOT NULL,
	"location" text NOT NULL,
	"password_hash" text NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"suspended" boolean DEFAULT false NOT NULL,
	"suspended_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"business_name" text NOT NULL,
	"business_type" text NOT NULL,
	"contact_number" text NOT NULL,
	"email" text NOT NULL,
	"id_number" text NOT NULL,
	"password_hash" text NOT NULL,
	"town" text NOT NULL,
	"location" text NOT NULL,
	"address" text,
	"description" text,
	"profile_image" text,
	"business_permit" text,
	"slug" text NOT NULL,
	"role" text DEFAULT 'partner' NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"suspended" boolean DEFAULT false NOT NULL,
	"suspended_reason" text,
	"rating_average" numeric(4, 2) DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drivers" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text,
	"phone_number" text NOT NULL,
	"national_id" text NOT NULL,
	"driver_license_number" text NOT NULL,
	"password_hash" text NOT NULL,
	"profile_photo_url" text,
	"profile_completed" boolean DEFAULT false NOT NULL,
	"verification_status" text DEFAULT 'Pending' NOT NULL,
	"rejection_reason" text,
	"status" text DEFAULT 'Available' NOT NULL,
	"suspended" boolean DEFAULT false NOT NULL,
	"suspended_reason" text,
	"current_location" jsonb NOT NULL,
	"emergency_contact" jsonb NOT NULL,
	"vehicle_details" jsonb NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"partner_id" char(24) NOT NULL,
	"name" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"discounted_price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"brand" text NOT NULL,
	"category" text NOT NULL,
	"sub_category" text,
	"quantity" numeric(10, 2) DEFAULT 1 NOT NULL,
	"unit" text DEFAULT 'pcs' NOT NULL,
	"inventory" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"primary_image" text,
	"rating_average" numeric(4, 2) DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"target_type" text NOT NULL,
	"target_id" char(24) NOT NULL,
	"user_id" char(24) NOT NULL,
	"rating" smallint,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"order_id" char(24) NOT NULL,
	"sub_order_id" char(24) NOT NULL,
	"product_id" char(24),
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"user_id" char(24) NOT NULL,
	"delivery_town" text NOT NULL,
	"delivery_location" text NOT NULL,
	"delivery_fee" numeric(12, 2) NOT NULL,
	"delivery_option" text NOT NULL,
	"payment_method" text NOT NULL,
	"payment_status" text DEFAULT 'Pending' NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"assigned_driver_id" char(24),
	"delivered_by" text,
	"delivered_by_phone" text,
	"delivered_at" timestamp with time zone,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "status_history" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"order_id" char(24) NOT NULL,
	"sub_order_id" char(24),
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" char(24),
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_orders" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"order_id" char(24) NOT NULL,
	"partner_id" char(24) NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"delivered_by" text,
	"delivered_by_phone" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_notifications" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"partner_id" char(24) NOT NULL,
	"message" text NOT NULL,
	"sub_order_id" char(24),
	"order_id" char(24),
	"url" text,
	"read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"admin_id" char(24) NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"reason" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"handled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"account_kind" text NOT NULL,
	"account_id" char(24) NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_locations" ADD CONSTRAINT "saved_locations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_sub_order_id_sub_orders_id_fk" FOREIGN KEY ("sub_order_id") REFERENCES "public"."sub_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_assigned_driver_id_drivers_id_fk" FOREIGN KEY ("assigned_driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_history" ADD CONSTRAINT "status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_history" ADD CONSTRAINT "status_history_sub_order_id_sub_orders_id_fk" FOREIGN KEY ("sub_order_id") REFERENCES "public"."sub_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_orders" ADD CONSTRAINT "sub_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_orders" ADD CONSTRAINT "sub_orders_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_notifications" ADD CONSTRAINT "partner_notifications_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_locations_user_idx" ON "saved_locations" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_idx" ON "users" USING btree ("phone_number");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_business_name_lower_idx" ON "partners" USING btree (lower("business_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "partners_email_idx" ON "partners" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_contact_idx" ON "partners" USING btree ("contact_number");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_slug_idx" ON "partners" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "partners_business_name_trgm_idx" ON "partners" USING gin (lower("business_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "partners_rating_idx" ON "partners" USING btree ("rating_average","rating_count");--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_username_lower_idx" ON "drivers" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_email_idx" ON "drivers" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_phone_idx" ON "drivers" USING btree ("phone_number");--> statement-breakpoint
CREATE INDEX "drivers_verification_idx" ON "drivers" USING btree ("verification_status");--> statement-breakpoint
CREATE INDEX "products_partner_idx" ON "products" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree (lower("category"));--> statement-breakpoint
CREATE INDEX "products_sub_category_idx" ON "products" USING btree (lower("sub_category"));--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("rating_average","rating_count");--> statement-breakpoint
CREATE INDEX "reviews_target_idx" ON "reviews" USING btree ("target_type","target_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_one_rating_idx" ON "reviews" USING btree ("target_type","target_id","user_id") WHERE "reviews"."rating" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_sub_order_idx" ON "order_items" USING btree ("sub_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_id_idx" ON "orders" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_idx" ON "orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_driver_idx" ON "orders" USING btree ("assigned_driver_id");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "status_history_order_idx" ON "status_history" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "sub_orders_order_idx" ON "sub_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "sub_orders_partner_idx" ON "sub_orders" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "partner_notifications_partner_idx" ON "partner_notifications" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_status_idx" ON "mail_outbox" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "password_resets_account_idx" ON "password_resets" USING btree ("account_kind","account_id");
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_inventory_non_negative" CHECK ("inventory" >= 0);
