CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"applicant_name" varchar(255) NOT NULL,
	"applicant_email" varchar(255) NOT NULL,
	"applicant_phone" varchar(50) NOT NULL,
	"cover_letter" text,
	"cv_storage_id" uuid,
	"cv_file_name" varchar(255),
	"job_id" uuid,
	"internship_id" uuid,
	"applicant_user_id" uuid,
	"status" varchar(20) DEFAULT 'submitted' NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_one_target" CHECK (num_nonnulls("applications"."job_id", "applications"."internship_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" varchar(20) NOT NULL,
	"original_name" varchar(255) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size" bigint NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"driver" varchar(20) NOT NULL,
	"data" "bytea",
	"owner_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "internships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" varchar(255) NOT NULL,
	"company" varchar(255) NOT NULL,
	"poster_email" varchar(255) NOT NULL,
	"poster_role" varchar(100) NOT NULL,
	"description" text NOT NULL,
	"requirements" text,
	"skills" text,
	"department" varchar(100),
	"duration" varchar(100) NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	"stipend" varchar(255),
	"location" varchar(255),
	"positions" integer DEFAULT 1 NOT NULL,
	"contact_email" varchar(255) NOT NULL,
	"contact_phone" varchar(50),
	"start_date" varchar(100),
	"application_deadline" varchar(100),
	"is_active" boolean DEFAULT true NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"posted_by" uuid,
	"removed_at" timestamp with time zone,
	"removed_by" varchar(255),
	"removal_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" varchar(255) NOT NULL,
	"company" varchar(255) NOT NULL,
	"poster_email" varchar(255) NOT NULL,
	"poster_role" varchar(100) NOT NULL,
	"description" text NOT NULL,
	"requirements" text,
	"skills" text NOT NULL,
	"industry" varchar(100) NOT NULL,
	"experience_level" varchar(100) NOT NULL,
	"job_type" varchar(100) NOT NULL,
	"location" varchar(255) NOT NULL,
	"salary_range" varchar(255),
	"contact_email" varchar(255) NOT NULL,
	"contact_phone" varchar(50) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"posted_by" uuid,
	"removed_at" timestamp with time zone,
	"removed_by" varchar(255),
	"removal_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_cv_storage_id_files_id_fk" FOREIGN KEY ("cv_storage_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_internship_id_internships_id_fk" FOREIGN KEY ("internship_id") REFERENCES "public"."internships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_applicant_user_id_users_id_fk" FOREIGN KEY ("applicant_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internships" ADD CONSTRAINT "internships_posted_by_users_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_posted_by_users_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_job_idx" ON "applications" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "applications_internship_idx" ON "applications" USING btree ("internship_id");--> statement-breakpoint
CREATE INDEX "applications_status_created_idx" ON "applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "applications_search_idx" ON "applications" USING gin (lower(applicant_name || ' ' || applicant_email) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "files" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "internships_public_idx" ON "internships" USING btree ("department","created_at") WHERE is_approved AND is_active AND removed_at IS NULL;--> statement-breakpoint
CREATE INDEX "internships_admin_idx" ON "internships" USING btree ("removed_at","status","created_at");--> statement-breakpoint
CREATE INDEX "internships_search_idx" ON "internships" USING gin (lower(title || ' ' || company || ' ' || description) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_public_idx" ON "jobs" USING btree ("industry","created_at") WHERE is_approved AND is_active AND removed_at IS NULL;--> statement-breakpoint
CREATE INDEX "jobs_admin_idx" ON "jobs" USING btree ("removed_at","status","created_at");--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin (lower(title || ' ' || company || ' ' || description) gin_trgm_ops);