CREATE TABLE "automatic_promotion_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"promotion_id" uuid NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"changed_by" text NOT NULL,
	"changed_by_user_id" uuid,
	"fields" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "automatic_promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"discount_kind" text NOT NULL,
	"percent" integer,
	"amount_cents" bigint,
	"minimum_spend_cents" bigint,
	"valid_from" date,
	"valid_until" date,
	"applies_to" jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_code_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"prefix" text NOT NULL,
	"size" integer NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text NOT NULL,
	"created_by_user_id" uuid
);
--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "automatic_promotion_changes" ADD CONSTRAINT "automatic_promotion_changes_promotion_id_automatic_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."automatic_promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "automatic_promotion_changes_idx" ON "automatic_promotion_changes" USING btree ("promotion_id","id");--> statement-breakpoint
CREATE INDEX "promo_codes_batch_idx" ON "promo_codes" USING btree ("batch_id");