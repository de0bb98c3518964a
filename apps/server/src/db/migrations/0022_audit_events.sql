CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_email" varchar(255),
	"action" varchar(60) NOT NULL,
	"target_type" varchar(40),
	"target_id" varchar(100),
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"client_address" varchar(64)
);
--> statement-breakpoint
CREATE INDEX "audit_events_newest" ON "audit_events" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_action_newest" ON "audit_events" USING btree ("action","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_actor_newest" ON "audit_events" USING btree ("actor_email","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_target_newest" ON "audit_events" USING btree ("target_type","target_id","at" DESC NULLS LAST);