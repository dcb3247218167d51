CREATE TABLE "cart_custom_line_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"cart_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"price_cents" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"delivery_date" date NOT NULL,
	"suburb_id" text,
	"country_code" text,
	"card_message" text,
	"card_message_tier" text,
	"no_card_message" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_line_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"line_item_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"price_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_promo_codes" (
	"cart_id" uuid NOT NULL,
	"promo_code_id" uuid NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_promo_codes_cart_id_promo_code_id_pk" PRIMARY KEY("cart_id","promo_code_id")
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"discount_kind" text NOT NULL,
	"percent" integer,
	"amount_cents" integer,
	"minimum_spend_cents" integer,
	"category" text,
	"valid_from" date,
	"valid_until" date,
	"is_active" boolean DEFAULT true NOT NULL,
	"max_applications" integer,
	"applications" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "promo_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"product_id" uuid,
	"product_key" text,
	"variant_key" text,
	"sku" text,
	"name" text NOT NULL,
	"description" text,
	"variant_label" text,
	"image_url" text,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"card_message" text,
	"no_card_message" boolean DEFAULT false NOT NULL,
	"delivery_date" date NOT NULL,
	"suburb_id" text,
	"country_code" text,
	"addons" jsonb NOT NULL,
	"adjustments" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"order_number" text NOT NULL,
	"cart_id" uuid NOT NULL,
	"payment_session_id" text,
	"customer_id" text,
	"anonymous_id" text NOT NULL,
	"placed_by_role" text NOT NULL,
	"placed_by_store_key" text,
	"sender" jsonb NOT NULL,
	"recipient" jsonb NOT NULL,
	"delivery_instructions" text,
	"delivery_date" date NOT NULL,
	"suburb_id" text,
	"country_code" text,
	"third_party_source" text,
	"note" text,
	"currency_code" text DEFAULT 'AUD' NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"delivery_cents" integer NOT NULL,
	"network_fee_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"gst_cents" integer NOT NULL,
	"promo_codes" jsonb NOT NULL,
	"payment_method" text NOT NULL,
	"payment_status" text NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"workflow_status" text,
	"allocated_store_key" text,
	"allocation_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "orders_cart_id_unique" UNIQUE("cart_id"),
	CONSTRAINT "orders_payment_session_id_unique" UNIQUE("payment_session_id")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"cart_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency_code" text NOT NULL,
	"checkout" jsonb NOT NULL,
	"failure_reason" text,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_line_items" ADD COLUMN "card_message" text;--> statement-breakpoint
ALTER TABLE "cart_line_items" ADD COLUMN "card_message_tier" text;--> statement-breakpoint
ALTER TABLE "cart_line_items" ADD COLUMN "no_card_message" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "cart_custom_line_items" ADD CONSTRAINT "cart_custom_line_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_custom_line_items" ADD CONSTRAINT "cart_custom_line_items_suburb_id_suburbs_id_fk" FOREIGN KEY ("suburb_id") REFERENCES "public"."suburbs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_custom_line_items" ADD CONSTRAINT "cart_custom_line_items_country_code_countries_iso_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("iso_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_line_adjustments" ADD CONSTRAINT "cart_line_adjustments_line_item_id_cart_line_items_id_fk" FOREIGN KEY ("line_item_id") REFERENCES "public"."cart_line_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_promo_codes" ADD CONSTRAINT "cart_promo_codes_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_promo_codes" ADD CONSTRAINT "cart_promo_codes_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_custom_line_items_cart_idx" ON "cart_custom_line_items" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "cart_line_adjustments_line_idx" ON "cart_line_adjustments" USING btree ("line_item_id");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "orders_anonymous_idx" ON "orders" USING btree ("anonymous_id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_sessions_cart_idx" ON "payment_sessions" USING btree ("cart_id");