DROP INDEX "products_search_document_idx";--> statement-breakpoint
DROP INDEX "products_name_trgm_gist_idx";--> statement-breakpoint
DROP INDEX "search_terms_trgm_gist_idx";