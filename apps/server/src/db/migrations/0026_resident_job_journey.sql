CREATE TABLE "saved_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"job_id" uuid,
	"internship_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_posts_one_target" CHECK (num_nonnulls("saved_posts"."job_id", "saved_posts"."internship_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "internships" ADD COLUMN "posted_by_committee" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "internships" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "posted_by_committee" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
-- Posts an administrator created are the committee's; a post already approved was approved at its last change,
-- the nearest time known. The change bus's triggers stay off meanwhile: this is no change for live streams to
-- announce, and a million posts would be a million notifications.
ALTER TABLE "jobs" DISABLE TRIGGER "jobs_notify_change";--> statement-breakpoint
ALTER TABLE "internships" DISABLE TRIGGER "internships_notify_change";--> statement-breakpoint
UPDATE "jobs" SET "posted_by_committee" = true WHERE "posted_by" IN (SELECT "id" FROM "users" WHERE "role" = 'admin');--> statement-breakpoint
UPDATE "internships" SET "posted_by_committee" = true WHERE "posted_by" IN (SELECT "id" FROM "users" WHERE "role" = 'admin');--> statement-breakpoint
UPDATE "jobs" SET "approved_at" = "updated_at" WHERE "is_approved";--> statement-breakpoint
UPDATE "internships" SET "approved_at" = "updated_at" WHERE "is_approved";--> statement-breakpoint
ALTER TABLE "jobs" ENABLE TRIGGER "jobs_notify_change";--> statement-breakpoint
ALTER TABLE "internships" ENABLE TRIGGER "internships_notify_change";--> statement-breakpoint
ALTER TABLE "saved_posts" ADD CONSTRAINT "saved_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_posts" ADD CONSTRAINT "saved_posts_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_posts" ADD CONSTRAINT "saved_posts_internship_id_internships_id_fk" FOREIGN KEY ("internship_id") REFERENCES "public"."internships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_posts_job_user_idx" ON "saved_posts" USING btree ("job_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_posts_internship_user_idx" ON "saved_posts" USING btree ("internship_id","user_id");--> statement-breakpoint
CREATE INDEX "saved_posts_user_newest_idx" ON "saved_posts" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- One application per member and post from now on. Repeats sent before stay for the committee but all but the
-- earliest are detached from their member, so the unique indexes below can be built and My Activity lists each
-- post once.
UPDATE "applications" SET "applicant_user_id" = NULL WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (
      PARTITION BY "applicant_user_id", "job_id", "internship_id" ORDER BY "created_at", "id"
    ) AS "nth"
    FROM "applications"
    WHERE "applicant_user_id" IS NOT NULL
  ) AS "numbered"
  WHERE "nth" > 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "applications_one_per_job_idx" ON "applications" USING btree ("applicant_user_id","job_id") WHERE applicant_user_id IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_one_per_internship_idx" ON "applications" USING btree ("applicant_user_id","internship_id") WHERE applicant_user_id IS NOT NULL;