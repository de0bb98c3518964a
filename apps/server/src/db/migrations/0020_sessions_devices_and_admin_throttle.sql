CREATE TABLE "admin_sign_in_failures" (
	"email" varchar(255) NOT NULL,
	"address" varchar(64) NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"blocked_until" timestamp with time zone,
	CONSTRAINT "admin_sign_in_failures_email_address_pk" PRIMARY KEY("email","address")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" varchar(300);--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "address" varchar(64);