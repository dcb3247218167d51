CREATE TABLE "delivery_closed_dates" (
	"date" date PRIMARY KEY NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_cutoff_rules" (
	"effective_from" date PRIMARY KEY NOT NULL,
	"weekday_minutes" integer NOT NULL,
	"saturday_minutes" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_fee_rules" (
	"zone" text NOT NULL,
	"effective_from" date NOT NULL,
	"cents" integer NOT NULL,
	CONSTRAINT "delivery_fee_rules_zone_effective_from_pk" PRIMARY KEY("zone","effective_from")
);
--> statement-breakpoint
CREATE TABLE "delivery_peak_days" (
	"date" date PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_rule_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_name" text NOT NULL,
	"rule" text NOT NULL,
	"before" text,
	"after" text
);
