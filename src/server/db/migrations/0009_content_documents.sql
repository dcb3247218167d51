CREATE TABLE "content_changes" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"model" text NOT NULL,
	"doc_id" text NOT NULL,
	"operation" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rendered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "content_documents" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"draft" jsonb NOT NULL,
	"published" jsonb,
	"from_seed" boolean DEFAULT false NOT NULL,
	"publish_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"published_at" timestamp with time zone,
	CONSTRAINT "content_documents_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"model" text NOT NULL,
	"doc_id" text NOT NULL,
	"action" text NOT NULL,
	"data" jsonb NOT NULL,
	"author" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "render_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"build_id" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"status" text NOT NULL,
	"changes" integer NOT NULL,
	"paths" jsonb NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "rendered_pages" (
	"build_id" text NOT NULL,
	"path" text NOT NULL,
	"status" integer NOT NULL,
	"headers" jsonb NOT NULL,
	"body" "bytea" NOT NULL,
	"br" "bytea",
	"gz" "bytea",
	"run_id" integer NOT NULL,
	"rendered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rendered_pages_build_id_path_pk" PRIMARY KEY("build_id","path")
);
--> statement-breakpoint
CREATE INDEX "content_changes_pending_idx" ON "content_changes" USING btree ("rendered_at","seq");--> statement-breakpoint
CREATE INDEX "content_documents_publish_at_idx" ON "content_documents" USING btree ("publish_at");--> statement-breakpoint
CREATE INDEX "content_versions_doc_idx" ON "content_versions" USING btree ("model","doc_id","seq");