CREATE TABLE "backup_settings" (
	"singleton" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"interval" varchar(20) DEFAULT 'off' NOT NULL,
	"keep" integer DEFAULT 7 NOT NULL,
	"last_run_at" timestamp with time zone,
	CONSTRAINT "backup_settings_single_row" CHECK ("backup_settings"."singleton")
);
--> statement-breakpoint
CREATE TABLE "backups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"size" bigint NOT NULL,
	"counts" jsonb NOT NULL,
	"made_by" varchar(255) NOT NULL,
	"data" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
