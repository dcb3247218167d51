CREATE TABLE "listing_selections" (
	"slug" text PRIMARY KEY NOT NULL,
	"selection" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL
);
