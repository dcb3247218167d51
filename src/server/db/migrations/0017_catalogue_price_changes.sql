CREATE TABLE "price_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"selection" jsonb NOT NULL,
	"rule" jsonb NOT NULL,
	"rounding" text NOT NULL,
	"summary" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text NOT NULL,
	"created_by_user_id" uuid NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone,
	"sizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by" text,
	"left" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	CONSTRAINT "price_changes_status_check" CHECK ("price_changes"."status" in ('scheduled', 'applied', 'undone', 'cancelled'))
);
--> statement-breakpoint
CREATE INDEX "price_changes_due_idx" ON "price_changes" USING btree ("status","run_at");