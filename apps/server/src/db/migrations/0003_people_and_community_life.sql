-- array_to_string is only STABLE, so index expressions over text[] use this IMMUTABLE wrapper.
CREATE OR REPLACE FUNCTION hub_words(words text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_to_string(words, ' '), '') $$;
--> statement-breakpoint
CREATE TABLE "paddle_document" (
	"singleton" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"document_storage_id" uuid,
	"document_file_name" varchar(255) NOT NULL,
	"uploaded_by" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paddle_document_single_row" CHECK ("paddle_document"."singleton")
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"image_storage_id" uuid,
	"document_storage_id" uuid,
	"document_file_name" varchar(255),
	"document_name" varchar(255),
	"posted_by" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "benefits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" varchar(255) NOT NULL,
	"description" text NOT NULL,
	"discount_percentage" integer NOT NULL,
	"business_name" varchar(255) NOT NULL,
	"location" varchar(255) NOT NULL,
	"image_storage_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"valid_until" date,
	"category" varchar(100) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"show_on_homepage" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_notify_requests" (
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_notify_requests_user_id_pk" PRIMARY KEY("user_id")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" varchar(255) NOT NULL,
	"description" text NOT NULL,
	"type" varchar(100) NOT NULL,
	"instructor" varchar(255) NOT NULL,
	"duration" varchar(100) NOT NULL,
	"price" varchar(100),
	"start_date" varchar(100),
	"end_date" varchar(100),
	"max_attendees" integer,
	"current_attendees" integer DEFAULT 0 NOT NULL,
	"location" varchar(255),
	"is_online" boolean DEFAULT false NOT NULL,
	"registration_url" varchar(500),
	"skills" text,
	"status" varchar(20) DEFAULT 'active' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_approved" boolean DEFAULT true NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"posted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cv_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"name" varchar(255) NOT NULL,
	"email" varchar(255) NOT NULL,
	"phone" varchar(50),
	"title" varchar(255) NOT NULL,
	"section" varchar(100) NOT NULL,
	"bio" text,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"experience" text,
	"education" text,
	"years_of_experience" integer,
	"linkedin_url" varchar(500),
	"cv_storage_id" uuid,
	"cv_file_name" varchar(255),
	"cv_text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" varchar(20) NOT NULL,
	"user_id" uuid,
	"name" varchar(255) NOT NULL,
	"title" varchar(255) NOT NULL,
	"company" varchar(255),
	"bio" text,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"industry" varchar(100),
	"experience_level" varchar(100),
	"contact" varchar(255),
	"phone" varchar(20),
	"linkedin_url" varchar(500),
	"how_can_you_support" text,
	"portfolio_url" varchar(500),
	"file_storage_id" uuid,
	"file_name" varchar(255),
	"is_visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trainings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" varchar(255) NOT NULL,
	"enrollment_status" varchar(20) DEFAULT 'open' NOT NULL,
	"details" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"photo_storage_id" uuid,
	"opens_at" timestamp with time zone,
	"closes_at" timestamp with time zone,
	"capacity" integer,
	"current_enrolled" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "visibility" varchar(20) DEFAULT 'private' NOT NULL;--> statement-breakpoint
ALTER TABLE "paddle_document" ADD CONSTRAINT "paddle_document_document_storage_id_files_id_fk" FOREIGN KEY ("document_storage_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_image_storage_id_files_id_fk" FOREIGN KEY ("image_storage_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_document_storage_id_files_id_fk" FOREIGN KEY ("document_storage_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_notify_requests" ADD CONSTRAINT "course_notify_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_posted_by_users_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_entries" ADD CONSTRAINT "cv_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_entries" ADD CONSTRAINT "cv_entries_cv_storage_id_files_id_fk" FOREIGN KEY ("cv_storage_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_file_storage_id_files_id_fk" FOREIGN KEY ("file_storage_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_photo_storage_id_files_id_fk" FOREIGN KEY ("photo_storage_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trips_active_idx" ON "trips" USING btree ("is_active","created_at");--> statement-breakpoint
CREATE INDEX "benefits_active_idx" ON "benefits" USING btree ("is_active","show_on_homepage","created_at");--> statement-breakpoint
CREATE INDEX "courses_active_idx" ON "courses" USING btree ("is_active","created_at");--> statement-breakpoint
CREATE INDEX "cv_entries_section_idx" ON "cv_entries" USING btree ("section","created_at");--> statement-breakpoint
CREATE INDEX "cv_entries_email_idx" ON "cv_entries" USING btree ("email");--> statement-breakpoint
CREATE INDEX "cv_entries_search_idx" ON "cv_entries" USING gin (lower(name || ' ' || title || ' ' || hub_words(skills) || ' ' || coalesce(bio, '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_kind_visible_idx" ON "profiles" USING btree ("kind","is_visible","created_at");--> statement-breakpoint
CREATE INDEX "profiles_contact_idx" ON "profiles" USING btree ("contact");--> statement-breakpoint
CREATE INDEX "profiles_search_idx" ON "profiles" USING gin (lower(name || ' ' || title || ' ' || coalesce(company, '') || ' ' || hub_words(skills)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "trainings_active_idx" ON "trainings" USING btree ("is_active","created_at");