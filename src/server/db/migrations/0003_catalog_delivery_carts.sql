CREATE TABLE "cart_line_item_addons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"line_item_id" uuid NOT NULL,
	"addon_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	CONSTRAINT "cart_line_item_addons_unique" UNIQUE("line_item_id","addon_id")
);
--> statement-breakpoint
CREATE TABLE "cart_line_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"cart_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"delivery_date" date NOT NULL,
	"suburb_id" text,
	"country_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"anonymous_id" text NOT NULL,
	"customer_id" text,
	"state" text DEFAULT 'Active' NOT NULL,
	"currency_code" text DEFAULT 'AUD' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "addon_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "addon_categories_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "addons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"variant_id" text NOT NULL,
	"category_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"addon_type" text NOT NULL,
	"price_cents" integer NOT NULL,
	"image_url" text NOT NULL,
	"max_quantity" integer NOT NULL,
	"position" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "addons_key_unique" UNIQUE("key"),
	CONSTRAINT "addons_variant_id_unique" UNIQUE("variant_id")
);
--> statement-breakpoint
CREATE TABLE "product_facets" (
	"product_id" uuid NOT NULL,
	"facet" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "product_facets_product_id_facet_value_pk" PRIMARY KEY("product_id","facet","value")
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"key" text NOT NULL,
	"sku" text NOT NULL,
	"label" text NOT NULL,
	"position" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"images" jsonb NOT NULL,
	"workroom_guide" text,
	CONSTRAINT "product_variants_key_unique" UNIQUE("key"),
	CONSTRAINT "product_variants_sku_unique" UNIQUE("sku"),
	CONSTRAINT "product_variants_product_label_unique" UNIQUE("product_id","label")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"sku" text NOT NULL,
	"slug" text NOT NULL,
	"product_prefix" text NOT NULL,
	"name" text NOT NULL,
	"subtitle" text NOT NULL,
	"description" text NOT NULL,
	"additional_information" text NOT NULL,
	"product_type" text NOT NULL,
	"tag" text,
	"rating" double precision NOT NULL,
	"review_count" integer NOT NULL,
	"third_party_source" text,
	"is_hamper" boolean DEFAULT false NOT NULL,
	"featured_rank" integer NOT NULL,
	"min_price_cents" integer NOT NULL,
	"images" jsonb NOT NULL,
	"hover_image" jsonb,
	"search_keywords" text DEFAULT '' NOT NULL,
	"search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(search_keywords, '') || ' ' || coalesce(subtitle, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')) STORED,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_key_unique" UNIQUE("key"),
	CONSTRAINT "products_sku_unique" UNIQUE("sku"),
	CONSTRAINT "products_prefix_slug_unique" UNIQUE("product_prefix","slug")
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"iso_code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"partner" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_suburbs" (
	"store_id" uuid NOT NULL,
	"suburb_id" text NOT NULL,
	CONSTRAINT "store_suburbs_store_id_suburb_id_pk" PRIMARY KEY("store_id","suburb_id")
);
--> statement-breakpoint
CREATE TABLE "store_trading_hours" (
	"store_id" uuid NOT NULL,
	"day" text NOT NULL,
	"open_time" text DEFAULT '0000' NOT NULL,
	"close_time" text DEFAULT '0000' NOT NULL,
	CONSTRAINT "store_trading_hours_store_id_day_pk" PRIMARY KEY("store_id","day")
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"suburb_id" text NOT NULL,
	"radius_km" double precision NOT NULL,
	"delivery_fee_cents" integer NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	CONSTRAINT "stores_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "suburbs" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"state" text NOT NULL,
	"postcode" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"open_days" integer DEFAULT 0 NOT NULL,
	"delivery_fee_cents" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_line_item_addons" ADD CONSTRAINT "cart_line_item_addons_line_item_id_cart_line_items_id_fk" FOREIGN KEY ("line_item_id") REFERENCES "public"."cart_line_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_line_item_addons" ADD CONSTRAINT "cart_line_item_addons_addon_id_addons_id_fk" FOREIGN KEY ("addon_id") REFERENCES "public"."addons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_line_items" ADD CONSTRAINT "cart_line_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_line_items" ADD CONSTRAINT "cart_line_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_line_items" ADD CONSTRAINT "cart_line_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_line_items" ADD CONSTRAINT "cart_line_items_suburb_id_suburbs_id_fk" FOREIGN KEY ("suburb_id") REFERENCES "public"."suburbs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_line_items" ADD CONSTRAINT "cart_line_items_country_code_countries_iso_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("iso_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addons" ADD CONSTRAINT "addons_category_id_addon_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."addon_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_facets" ADD CONSTRAINT "product_facets_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_suburbs" ADD CONSTRAINT "store_suburbs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_suburbs" ADD CONSTRAINT "store_suburbs_suburb_id_suburbs_id_fk" FOREIGN KEY ("suburb_id") REFERENCES "public"."suburbs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_trading_hours" ADD CONSTRAINT "store_trading_hours_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_suburb_id_suburbs_id_fk" FOREIGN KEY ("suburb_id") REFERENCES "public"."suburbs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_line_items_cart_idx" ON "cart_line_items" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "carts_anonymous_idx" ON "carts" USING btree ("anonymous_id");--> statement-breakpoint
CREATE INDEX "product_facets_value_idx" ON "product_facets" USING btree ("facet","value");--> statement-breakpoint
CREATE INDEX "products_search_document_idx" ON "products" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_featured_idx" ON "products" USING btree ("featured_rank");--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "store_suburbs_suburb_idx" ON "store_suburbs" USING btree ("suburb_id");--> statement-breakpoint
CREATE INDEX "suburbs_name_prefix_idx" ON "suburbs" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "suburbs_postcode_idx" ON "suburbs" USING btree ("postcode");