CREATE TABLE "sign_in_code_guesses" (
	"email" varchar(255) NOT NULL,
	"address" varchar(64) NOT NULL,
	"code_id" uuid,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_code_guesses_email_address_pk" PRIMARY KEY("email","address")
);
