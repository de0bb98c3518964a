ALTER TABLE "cv_entries" ADD COLUMN "show_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "cv_entries" ADD COLUMN "show_phone" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "show_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "show_phone" boolean DEFAULT true NOT NULL;