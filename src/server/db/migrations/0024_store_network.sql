CREATE TABLE "allocation_setting_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"changed_by" text NOT NULL,
	"changed_by_user_id" uuid,
	"fields" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "allocation_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"response_minutes" integer NOT NULL,
	"max_offers" integer NOT NULL,
	"rotation" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"changed_by" text NOT NULL,
	"changed_by_user_id" uuid,
	"fields" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "delivers_by" text DEFAULT 'suburbs' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "taking_offers" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "store_changes" ADD CONSTRAINT "store_changes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_changes_store_idx" ON "store_changes" USING btree ("store_id","id");