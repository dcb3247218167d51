CREATE TABLE "product_redirects" (
	"path" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "addons_offered" jsonb;--> statement-breakpoint
ALTER TABLE "product_redirects" ADD CONSTRAINT "product_redirects_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_redirects_slug_idx" ON "product_redirects" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "product_redirects_product_idx" ON "product_redirects" USING btree ("product_id");