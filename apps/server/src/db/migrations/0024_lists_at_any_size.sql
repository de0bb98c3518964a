DROP INDEX "internships_public_idx";--> statement-breakpoint
DROP INDEX "internships_admin_idx";--> statement-breakpoint
DROP INDEX "internships_search_idx";--> statement-breakpoint
DROP INDEX "jobs_public_idx";--> statement-breakpoint
DROP INDEX "jobs_admin_idx";--> statement-breakpoint
DROP INDEX "jobs_search_idx";--> statement-breakpoint
DROP INDEX "jobs_public_newest_idx";--> statement-breakpoint
ALTER TABLE "internships" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', title || ' ' || company || ' ' || description)) STORED;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', title || ' ' || company || ' ' || description)) STORED;--> statement-breakpoint
CREATE INDEX "internships_public_newest_idx" ON "internships" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_approved AND is_active AND removed_at IS NULL;--> statement-breakpoint
CREATE INDEX "internships_public_department_idx" ON "internships" USING btree ("department","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_approved AND is_active AND removed_at IS NULL;--> statement-breakpoint
CREATE INDEX "internships_admin_newest_idx" ON "internships" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE removed_at IS NULL;--> statement-breakpoint
CREATE INDEX "internships_admin_status_idx" ON "internships" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE removed_at IS NULL;--> statement-breakpoint
CREATE INDEX "internships_removed_idx" ON "internships" USING btree ("removed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE removed_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX "internships_search_document_idx" ON "internships" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "jobs_public_industry_idx" ON "jobs" USING btree ("industry","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_approved AND is_active AND removed_at IS NULL;--> statement-breakpoint
CREATE INDEX "jobs_admin_newest_idx" ON "jobs" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE removed_at IS NULL;--> statement-breakpoint
CREATE INDEX "jobs_admin_status_idx" ON "jobs" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE removed_at IS NULL;--> statement-breakpoint
CREATE INDEX "jobs_removed_idx" ON "jobs" USING btree ("removed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE removed_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_search_document_idx" ON "jobs" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "jobs_public_newest_idx" ON "jobs" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_approved AND is_active AND removed_at IS NULL;--> statement-breakpoint
DROP INDEX "applications_status_created_idx";--> statement-breakpoint
DROP INDEX "cv_entries_search_idx";--> statement-breakpoint
DROP INDEX "profiles_kind_visible_idx";--> statement-breakpoint
DROP INDEX "profiles_search_idx";--> statement-breakpoint
DROP INDEX "email_whitelist_created_at_idx";--> statement-breakpoint
DROP INDEX "benefits_active_idx";--> statement-breakpoint
DROP INDEX "cv_entries_section_idx";--> statement-breakpoint
DROP INDEX "trainings_active_idx";--> statement-breakpoint
ALTER TABLE "cv_entries" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', name || ' ' || title || ' ' || hub_words(skills) || ' ' || coalesce(bio, '') || ' ' || coalesce(experience, '') || ' ' || coalesce(cv_text, ''))) STORED;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', name || ' ' || title || ' ' || coalesce(company, '') || ' ' || hub_words(skills))) STORED;--> statement-breakpoint
CREATE INDEX "applications_status_newest_idx" ON "applications" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "benefits_homepage_idx" ON "benefits" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_active AND show_on_homepage;--> statement-breakpoint
CREATE INDEX "benefits_newest_idx" ON "benefits" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "cv_entries_newest_idx" ON "cv_entries" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "cv_entries_search_document_idx" ON "cv_entries" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "profiles_visible_idx" ON "profiles" USING btree ("kind","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_visible;--> statement-breakpoint
CREATE INDEX "profiles_visible_industry_idx" ON "profiles" USING btree ("kind","industry","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_visible;--> statement-breakpoint
CREATE INDEX "profiles_newest_idx" ON "profiles" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "profiles_search_document_idx" ON "profiles" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "trainings_newest_idx" ON "trainings" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "email_whitelist_newest_idx" ON "email_whitelist" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "benefits_active_idx" ON "benefits" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_active;--> statement-breakpoint
CREATE INDEX "cv_entries_section_idx" ON "cv_entries" USING btree ("section","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "trainings_active_idx" ON "trainings" USING btree ("is_active","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
--> statement-breakpoint
-- Typo tolerance (decision 051): every word of four or more letters that the searched titles, companies and
-- skills hold, with a trigram index, so a search that found nothing can be corrected to the closest word.
-- Kept by triggers; a word whose rows are gone stays (it then finds nothing, as any search may).
CREATE TABLE "search_words" ("word" text PRIMARY KEY NOT NULL);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
CREATE FUNCTION hub_search_words(source text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT word FROM regexp_split_to_table(lower(source), '[^[:alpha:]]+') AS word
  WHERE length(word) BETWEEN 4 AND 40
$$;
--> statement-breakpoint
-- The columns to keep words of are the trigger's arguments.
CREATE FUNCTION hub_keep_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT hub_search_words(string_agg(value, ' ')) FROM jsonb_each_text(to_jsonb(NEW)) WHERE key = ANY (TG_ARGV)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER jobs_search_words AFTER INSERT OR UPDATE OF title, company, skills ON jobs
  FOR EACH ROW EXECUTE FUNCTION hub_keep_search_words('title', 'company', 'skills');
--> statement-breakpoint
CREATE TRIGGER internships_search_words AFTER INSERT OR UPDATE OF title, company, skills ON internships
  FOR EACH ROW EXECUTE FUNCTION hub_keep_search_words('title', 'company', 'skills');
--> statement-breakpoint
CREATE TRIGGER cv_entries_search_words AFTER INSERT OR UPDATE OF title, skills ON cv_entries
  FOR EACH ROW EXECUTE FUNCTION hub_keep_search_words('title', 'skills');
--> statement-breakpoint
CREATE TRIGGER profiles_search_words AFTER INSERT OR UPDATE OF title, company, skills ON profiles
  FOR EACH ROW EXECUTE FUNCTION hub_keep_search_words('title', 'company', 'skills');
--> statement-breakpoint
INSERT INTO search_words (word)
SELECT hub_search_words(title || ' ' || company || ' ' || coalesce(skills, '')) FROM jobs
UNION SELECT hub_search_words(title || ' ' || company || ' ' || coalesce(skills, '')) FROM internships
UNION SELECT hub_search_words(title || ' ' || array_to_string(skills, ' ')) FROM cv_entries
UNION SELECT hub_search_words(title || ' ' || coalesce(company, '') || ' ' || array_to_string(skills, ' ')) FROM profiles
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The access-request list puts pending requests first: an expression index serves that order.
CREATE INDEX "access_requests_pending_first_idx" ON "access_requests" USING btree ((status = 'pending') DESC, "created_at" DESC, "id" DESC);
