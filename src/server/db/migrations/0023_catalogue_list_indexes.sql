ALTER TABLE "products" ADD COLUMN "admin_search_text" text GENERATED ALWAYS AS (lower(name || ' ' || key || ' ' || sku)) STORED;--> statement-breakpoint
CREATE INDEX "products_admin_search_trgm_idx" ON "products" USING gin ("admin_search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_admin_name_idx" ON "products" USING btree (lower("name"),"key");--> statement-breakpoint
CREATE INDEX "products_admin_price_idx" ON "products" USING btree ("min_price_cents","key");--> statement-breakpoint
CREATE INDEX "products_admin_updated_idx" ON "products" USING btree ("updated_at","key");