CREATE TABLE "payment_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" text NOT NULL,
	"kind" text NOT NULL,
	"detail" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" text,
	"order_id" uuid,
	"cause" text NOT NULL,
	"reason" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency_code" text NOT NULL,
	"status" text NOT NULL,
	"provider_refund_id" text,
	"failure" text,
	"requested_by" uuid,
	"approved_by" uuid,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "cart_custom_line_items" ALTER COLUMN "price_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "cart_line_adjustments" ALTER COLUMN "price_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "cart_line_item_addons" ALTER COLUMN "unit_price_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "cart_line_items" ALTER COLUMN "unit_price_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "carts" ALTER COLUMN "saved_total_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "promo_codes" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "promo_codes" ALTER COLUMN "minimum_spend_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "addons" ALTER COLUMN "price_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "product_variants" ALTER COLUMN "price_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "min_price_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "stores" ALTER COLUMN "delivery_fee_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "suburbs" ALTER COLUMN "delivery_fee_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "unit_price_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "total_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "subtotal_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "delivery_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "network_fee_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "discount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "gst_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payment_sessions" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "payment_session_id" text;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "fingerprint" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "promo_code_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "payment_intent_id" text;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "provider_closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_cases" ADD CONSTRAINT "payment_cases_session_id_payment_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."payment_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_session_id_payment_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."payment_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_cases_open_unique" ON "payment_cases" USING btree ("session_id","kind") WHERE resolved_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_session_unique" ON "payment_refunds" USING btree ("session_id") WHERE cause <> 'order';--> statement-breakpoint
CREATE INDEX "payment_refunds_order_idx" ON "payment_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_status_idx" ON "payment_refunds" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "payment_sessions_open_idx" ON "payment_sessions" USING btree ("expires_at") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "payment_sessions_provider_open_idx" ON "payment_sessions" USING btree ("closed_at") WHERE status in ('expired', 'failed') and provider_closed_at is null;--> statement-breakpoint
-- Sessions open before this migration: the newest open one of each Active cart stays payable, the older ones are closed.
UPDATE "carts" c SET "payment_session_id" = s."id"
  FROM (SELECT DISTINCT ON ("cart_id") "id", "cart_id" FROM "payment_sessions" WHERE "status" = 'open' AND "expires_at" > now() ORDER BY "cart_id", "created_at" DESC) s
  WHERE c."id" = s."cart_id" AND c."state" = 'Active';--> statement-breakpoint
UPDATE "payment_sessions" p SET "status" = 'expired', "closed_at" = now(), "failure_reason" = 'A newer checkout of the cart replaced it.'
  WHERE p."status" = 'open' AND NOT EXISTS (SELECT 1 FROM "carts" c WHERE c."payment_session_id" = p."id");
