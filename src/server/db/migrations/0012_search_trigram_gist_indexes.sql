DROP INDEX "products_name_trgm_idx";--> statement-breakpoint
DROP INDEX "search_terms_trgm_idx";--> statement-breakpoint
CREATE INDEX "products_name_trgm_gist_idx" ON "products" USING gist (lower("name") gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_terms_trgm_gist_idx" ON "search_terms" USING gist ("term" gist_trgm_ops);