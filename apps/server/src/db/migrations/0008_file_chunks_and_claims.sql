CREATE TABLE "file_chunks" (
	"file_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "file_chunks_file_id_seq_pk" PRIMARY KEY("file_id","seq")
);
--> statement-breakpoint
CREATE TABLE "file_link_key" (
	"singleton" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"secret" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_link_key_single_row" CHECK ("file_link_key"."singleton")
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "file_chunks" ADD CONSTRAINT "file_chunks_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_unclaimed_idx" ON "files" USING btree ("created_at") WHERE "files"."claimed_at" IS NULL;--> statement-breakpoint
-- Bytes kept by the database driver move from files.data into 512 KB chunks.
INSERT INTO "file_chunks" ("file_id", "seq", "data")
SELECT f."id", s.seq, substring(f."data" FROM s.seq * 524288 + 1 FOR 524288)
FROM "files" f CROSS JOIN LATERAL generate_series(0, greatest((length(f."data") - 1) / 524288, 0)) AS s(seq)
WHERE f."data" IS NOT NULL;--> statement-breakpoint
-- Files already attached to something are claimed, so the sweep of abandoned uploads never takes them.
UPDATE "files" SET "claimed_at" = "created_at"
WHERE "visibility" = 'members' OR "id" IN (
	SELECT "cv_storage_id" FROM "applications"
	UNION SELECT "cv_storage_id" FROM "cv_entries"
	UNION SELECT "file_storage_id" FROM "profiles"
	UNION SELECT "photo_storage_id" FROM "trainings"
	UNION SELECT "image_storage_id" FROM "trips"
	UNION SELECT "document_storage_id" FROM "trips"
	UNION SELECT "document_storage_id" FROM "paddle_document"
	UNION SELECT unnest("image_storage_ids") FROM "benefits"
);--> statement-breakpoint
ALTER TABLE "files" DROP COLUMN "data";