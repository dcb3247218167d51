CREATE TABLE "promo_code_batch_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"batch_id" uuid NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"changed_by" text NOT NULL,
	"changed_by_user_id" uuid,
	"fields" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "automatic_promotions" ALTER COLUMN "applies_to" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_code_batches" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_code_batches" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_code_batch_changes" ADD CONSTRAINT "promo_code_batch_changes_batch_id_promo_code_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."promo_code_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promo_code_batch_changes_idx" ON "promo_code_batch_changes" USING btree ("batch_id","id");--> statement-breakpoint
UPDATE "promo_code_batches" SET "updated_at" = "created_at";--> statement-breakpoint
INSERT INTO "promo_code_batch_changes" ("batch_id", "changed_at", "changed_by", "changed_by_user_id", "fields")
SELECT "id", "created_at", "created_by", "created_by_user_id", jsonb_build_array(jsonb_build_object('field', 'size', 'label', 'Codes', 'before', '—', 'after', "size" || ' codes, each usable once'))
FROM "promo_code_batches";
