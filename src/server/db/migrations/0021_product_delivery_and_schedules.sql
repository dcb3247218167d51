CREATE TABLE "product_schedules" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"action" text NOT NULL,
	"status" text NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text NOT NULL,
	"created_by_user_id" uuid NOT NULL,
	"done_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	CONSTRAINT "product_schedules_action_check" CHECK ("product_schedules"."action" in ('onSale', 'offSale')),
	CONSTRAINT "product_schedules_status_check" CHECK ("product_schedules"."status" in ('scheduled', 'done', 'cancelled', 'skipped'))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "delivery" jsonb;--> statement-breakpoint
ALTER TABLE "product_schedules" ADD CONSTRAINT "product_schedules_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_schedules_due_idx" ON "product_schedules" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "product_schedules_product_idx" ON "product_schedules" USING btree ("product_id");