CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"order_id" uuid NOT NULL,
	"action" text NOT NULL,
	"actor_user_id" text,
	"actor_name" text NOT NULL,
	"actor_role" text NOT NULL,
	"actor_store_key" text,
	"subject" text,
	"text" text,
	"detail" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	"resolution" text
);
--> statement-breakpoint
DROP INDEX "orders_customer_idx";--> statement-breakpoint
DROP INDEX "orders_created_idx";--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "saved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "saved_sender" jsonb;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "saved_total_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(order_number || ' ' || coalesce(recipient->>'firstName', '') || ' ' || coalesce(recipient->>'lastName', '') || ' ' || coalesce(sender->>'firstName', '') || ' ' || coalesce(sender->>'lastName', '') || ' ' || coalesce(sender->>'email', ''))) STORED;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","seq");--> statement-breakpoint
CREATE INDEX "order_events_action_idx" ON "order_events" USING btree ("action","order_id");--> statement-breakpoint
CREATE INDEX "carts_saved_idx" ON "carts" USING btree ("customer_id","saved_at") WHERE state = 'Saved';--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");--> statement-breakpoint
CREATE INDEX "orders_allocated_store_idx" ON "orders" USING btree ("allocated_store_key","delivery_date");--> statement-breakpoint
CREATE INDEX "orders_placed_by_store_idx" ON "orders" USING btree ("placed_by_store_key","delivery_date");--> statement-breakpoint
CREATE INDEX "orders_seq_idx" ON "orders" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "orders_delivery_sort_idx" ON "orders" USING btree ("delivery_date","created_at","seq");--> statement-breakpoint
CREATE INDEX "orders_total_sort_idx" ON "orders" USING btree ("total_cents","seq");--> statement-breakpoint
CREATE INDEX "orders_status_sort_idx" ON "orders" USING btree ((case status when 'Open' then 0 when 'Confirmed' then 1 when 'Complete' then 2 when 'Cancelled' then 3 else 4 end),(case workflow_status when 'Completed' then 2 when 'Manual Intervention' then 3 when 'Accepted Order' then 4 when 'Awaiting Store Response' then 5 when 'Ready For Allocation' then 8 else 9 end),"seq");--> statement-breakpoint
CREATE INDEX "orders_name_sort_idx" ON "orders" USING btree (lower(sender->>'lastName'),lower(sender->>'firstName'),"seq");--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","delivery_date");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","seq");