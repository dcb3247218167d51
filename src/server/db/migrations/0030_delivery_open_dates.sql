CREATE TABLE "delivery_open_dates" (
	"date" date PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"cutoff_minutes" integer
);
--> statement-breakpoint
-- The "regional" fee was charged on the gift partners' courier deliveries only: it keeps doing so as the courier fee, and "regional" now means florist deliveries to regional suburbs (docs/adr/0783).
UPDATE "delivery_fee_rules" SET "zone" = 'courier' WHERE "zone" = 'regional';
