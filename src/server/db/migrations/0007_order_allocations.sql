CREATE TABLE "order_allocations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"allocated_store_key" text NOT NULL,
	"method" text NOT NULL,
	"allocated_by" text,
	"offered_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"responded_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"outcome" text,
	"reason_code" integer,
	"responded_by" text
);
--> statement-breakpoint
ALTER TABLE "order_allocations" ADD CONSTRAINT "order_allocations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_allocations_attempt_idx" ON "order_allocations" USING btree ("order_id","attempt");--> statement-breakpoint
CREATE INDEX "order_allocations_store_idx" ON "order_allocations" USING btree ("allocated_store_key","offered_at");--> statement-breakpoint
CREATE INDEX "order_allocations_open_idx" ON "order_allocations" USING btree ("expires_at") WHERE outcome is null;--> statement-breakpoint
CREATE INDEX "orders_workflow_idx" ON "orders" USING btree ("workflow_status","allocation_expires_at");