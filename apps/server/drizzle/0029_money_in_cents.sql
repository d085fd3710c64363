-- Money in one unit (decision 033): every amount becomes integer cents, as the ledger already
-- keeps it. Shillings with two decimals times 100 are whole, so round() converts exactly; whole
-- shillings (payments, refunds) times 100 are exact too. Each column is renamed to say its unit,
-- so a statement still written for shillings fails instead of reading cents as shillings.
-- Indexes on price expressions follow their columns and are rebuilt by ALTER TYPE.
ALTER TABLE "products" RENAME COLUMN "price" TO "price_cents";
--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "price_cents" SET DATA TYPE bigint USING round("price_cents" * 100)::bigint;
--> statement-breakpoint
ALTER TABLE "products" RENAME COLUMN "discounted_price" TO "discounted_price_cents";
--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "discounted_price_cents" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "discounted_price_cents" SET DATA TYPE bigint USING round("discounted_price_cents" * 100)::bigint;
--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "discounted_price_cents" SET DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "delivery_fee" TO "delivery_fee_cents";
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "delivery_fee_cents" SET DATA TYPE bigint USING round("delivery_fee_cents" * 100)::bigint;
--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "total" TO "total_cents";
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total_cents" SET DATA TYPE bigint USING round("total_cents" * 100)::bigint;
--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "credit_used" TO "credit_used_cents";
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "credit_used_cents" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "credit_used_cents" SET DATA TYPE bigint USING round("credit_used_cents" * 100)::bigint;
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "credit_used_cents" SET DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "tip" TO "tip_cents";
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "tip_cents" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "tip_cents" SET DATA TYPE bigint USING round("tip_cents" * 100)::bigint;
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "tip_cents" SET DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "discount" TO "discount_cents";
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "discount_cents" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "discount_cents" SET DATA TYPE bigint USING round("discount_cents" * 100)::bigint;
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "discount_cents" SET DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "sub_orders" RENAME COLUMN "total" TO "total_cents";
--> statement-breakpoint
ALTER TABLE "sub_orders" ALTER COLUMN "total_cents" SET DATA TYPE bigint USING round("total_cents" * 100)::bigint;
--> statement-breakpoint
ALTER TABLE "order_items" RENAME COLUMN "price" TO "price_cents";
--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "price_cents" SET DATA TYPE bigint USING round("price_cents" * 100)::bigint;
--> statement-breakpoint
ALTER TABLE "substitutions" RENAME COLUMN "item_price" TO "item_price_cents";
--> statement-breakpoint
ALTER TABLE "substitutions" ALTER COLUMN "item_price_cents" SET DATA TYPE bigint USING round("item_price_cents" * 100)::bigint;
--> statement-breakpoint
ALTER TABLE "substitutions" RENAME COLUMN "replacement_price" TO "replacement_price_cents";
--> statement-breakpoint
ALTER TABLE "substitutions" ALTER COLUMN "replacement_price_cents" SET DATA TYPE bigint USING round("replacement_price_cents" * 100)::bigint;
--> statement-breakpoint
ALTER TABLE "promo_codes" RENAME COLUMN "min_order" TO "min_order_cents";
--> statement-breakpoint
ALTER TABLE "promo_codes" ALTER COLUMN "min_order_cents" SET DATA TYPE bigint USING round("min_order_cents" * 100)::bigint;
--> statement-breakpoint
ALTER TABLE "promo_codes" RENAME COLUMN "max_discount" TO "max_discount_cents";
--> statement-breakpoint
ALTER TABLE "promo_codes" ALTER COLUMN "max_discount_cents" SET DATA TYPE bigint USING round("max_discount_cents" * 100)::bigint;
--> statement-breakpoint
ALTER TABLE "promo_uses" RENAME COLUMN "discount" TO "discount_cents";
--> statement-breakpoint
ALTER TABLE "promo_uses" ALTER COLUMN "discount_cents" SET DATA TYPE bigint USING round("discount_cents" * 100)::bigint;
--> statement-breakpoint
ALTER TABLE "promo_codes" RENAME COLUMN "value" TO "value_hundredths";
--> statement-breakpoint
-- A percent code's value becomes basis points (12.5% is 1250), a fixed one's cents: both hundredths.
--> statement-breakpoint
ALTER TABLE "promo_codes" ALTER COLUMN "value_hundredths" SET DATA TYPE bigint USING round("value_hundredths" * 100)::bigint;
--> statement-breakpoint
ALTER TABLE "payments" RENAME COLUMN "amount" TO "amount_cents";
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount_cents" SET DATA TYPE bigint USING "amount_cents"::bigint * 100;
--> statement-breakpoint
ALTER TABLE "refunds" RENAME COLUMN "amount" TO "amount_cents";
--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "amount_cents" SET DATA TYPE bigint USING "amount_cents"::bigint * 100;
