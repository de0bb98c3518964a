CREATE TABLE "app_secret" (
	"singleton" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"secret" varchar(128) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_secret_single_row" CHECK ("app_secret"."singleton")
);
