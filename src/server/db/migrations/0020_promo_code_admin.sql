CREATE TABLE "promo_code_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"promo_code_id" uuid NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"changed_by" text NOT NULL,
	"changed_by_user_id" uuid,
	"fields" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "max_applications_per_customer" integer;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "applies_to" jsonb;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "combinable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_code_changes" ADD CONSTRAINT "promo_code_changes_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promo_code_changes_code_idx" ON "promo_code_changes" USING btree ("promo_code_id","id");