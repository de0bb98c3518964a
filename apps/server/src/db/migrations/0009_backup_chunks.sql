CREATE TABLE "backup_chunks" (
	"backup_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "backup_chunks_backup_id_seq_pk" PRIMARY KEY("backup_id","seq")
);
--> statement-breakpoint
ALTER TABLE "backup_chunks" ADD CONSTRAINT "backup_chunks_backup_id_backups_id_fk" FOREIGN KEY ("backup_id") REFERENCES "public"."backups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Archives kept in backups.data move into 1 MiB chunks, so none is ever read whole into memory.
INSERT INTO "backup_chunks" ("backup_id", "seq", "data")
SELECT b."id", s.seq, substring(b."data" FROM s.seq * 1048576 + 1 FOR 1048576)
FROM "backups" b CROSS JOIN LATERAL generate_series(0, greatest((length(b."data") - 1) / 1048576, 0)) AS s(seq)
WHERE b."data" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "backups" DROP COLUMN "data";