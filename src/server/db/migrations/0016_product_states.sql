ALTER TABLE "products" ADD COLUMN "state" text DEFAULT 'onSale' NOT NULL;--> statement-breakpoint
UPDATE "products" SET "state" = 'offSale' WHERE NOT "active";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "active";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "active" boolean GENERATED ALWAYS AS (state = 'onSale') STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_state_check" CHECK ("products"."state" in ('draft', 'onSale', 'offSale', 'archived'));
