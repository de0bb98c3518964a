CREATE TABLE "imported_records" (
	"source_table" varchar(255) NOT NULL,
	"source_id" varchar(255) NOT NULL,
	"kind" varchar(40) NOT NULL,
	"row_id" uuid NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "imported_records_source_table_source_id_pk" PRIMARY KEY("source_table","source_id")
);
--> statement-breakpoint
CREATE TABLE "import_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"is_dry_run" boolean NOT NULL,
	"report" jsonb NOT NULL,
	"ran_by" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "imported_records_source_id_idx" ON "imported_records" USING btree ("source_id");
