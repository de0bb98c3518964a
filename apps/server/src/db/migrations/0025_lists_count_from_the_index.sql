-- The residents' newest-first index of each moderated post keeps the post's search document beside its order
-- (decision 051, third update): a capped count of a common word (up to 1,001 matches) then reads this index
-- alone instead of the table's rows, about ten thousand of them at 1,000,000 jobs. Drizzle's index builder has
-- no INCLUDE, so post-columns.ts declares the index without it; the name and the order are the same.
DROP INDEX "jobs_public_newest_idx";--> statement-breakpoint
CREATE INDEX "jobs_public_newest_idx" ON "jobs" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("search_document") WHERE is_approved AND is_active AND removed_at IS NULL;--> statement-breakpoint
DROP INDEX "internships_public_newest_idx";--> statement-breakpoint
CREATE INDEX "internships_public_newest_idx" ON "internships" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("search_document") WHERE is_approved AND is_active AND removed_at IS NULL;
