import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Transform } from 'node:stream';
import { backupPlaceOf, fileStorageOf } from '../../app.ts';
import { migrationList, pendingMigrations } from '../../db/client.ts';
import { createTestApp, olderDatabase } from '../../test/helper.ts';
import { localStorage } from '../files/file-storage.ts';
import { restoreBackup, writeBackupFile } from './backup.service.ts';
import { openStream, sealStream } from './backup-crypto.ts';

const t = await createTestApp();

/** Where backups go, and the key that seals them, as the app would have it. */
const place = backupPlaceOf(t.config, t.secret);
const through = async (bytes: Buffer, stream: Transform) => {
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  stream.end(bytes);
  await done;
  return Buffer.concat(chunks);
};
/** The archive's gzip text, opened with the key (and sealed again after an edit). */
const openArchive = async (path: string) =>
  gunzipSync(await through(await readFile(path), openStream(place.key)));
const sealArchive = (text: string) => through(gzipSync(text), sealStream(place.key));

const headerOf = async (path: string) =>
  JSON.parse((await openArchive(path)).toString('utf8').split('\n')[0] ?? '{}');

describe('restoring a backup made before the latest migration', () => {
  it('restores it, then brings it up to this schema with the newer migrations', async () => {
    const latest = migrationList().length;
    const older = await olderDatabase(latest - 1);
    // Rows written with explicit columns, as the older version's own code would (today's tables may have more).
    await older.db.execute(
      sql`INSERT INTO email_whitelist (email, name, unit) VALUES ('older@hub.test', 'From Before', 'B-2')`,
    );
    const bytes = Buffer.from(`%PDF-1.4 an older CV ${randomUUID()}`);
    const fileId = randomUUID();
    await older.db
      .execute(sql`INSERT INTO files (id, purpose, original_name, content_type, size, sha256, driver)
      VALUES (${fileId}, 'document', 'old.pdf', 'application/pdf', ${bytes.length},
              ${createHash('sha256').update(bytes).digest('hex')}, 'local')`);
    const olderFiles = join(t.dataDir, 'older-files');
    await mkdir(olderFiles, { recursive: true });
    await writeFile(join(olderFiles, fileId), bytes);
    const archive = join(t.dataDir, 'older.hubbackup');
    await writeBackupFile(older.db, localStorage(olderFiles), archive, place.key);
    expect((await headerOf(archive)).schemaVersion).toMatch(new RegExp(`^${latest - 1}:[0-9a-f]{12}$`));

    const storage = fileStorageOf(t.config);
    const result = await restoreBackup(t.db, storage, place, archive);
    expect(result.counts.email_whitelist).toBe(1);
    expect(result.files).toBe(1);

    const restored = await t.db.execute<{ email: string; name: string }>(
      sql`SELECT email, name FROM email_whitelist`,
    );
    expect(restored.rows).toEqual([{ email: 'older@hub.test', name: 'From Before' }]);
    const stream = await storage.read(t.db, fileId);
    const chunks: Buffer[] = [];
    for await (const chunk of stream ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
    expect(await pendingMigrations(t.db)).toBe(0);
    // No temporary database is left behind.
    const left = await t.db.execute(sql`SELECT datname FROM pg_database WHERE datname LIKE 'hub_restore_%'`);
    expect(left.rows).toEqual([]);
  });

  it('still refuses an archive whose migrations are not a prefix of ours', async () => {
    const archive = join(t.dataDir, 'current.hubbackup');
    await writeBackupFile(t.db, fileStorageOf(t.config), archive, place.key);
    const text = (await openArchive(archive)).toString('utf8');
    const header = JSON.parse(text.split('\n')[0] ?? '{}');
    const foreign = `${migrationList().length - 1}:0123456789ab`;
    const edited = join(t.dataDir, 'foreign.hubbackup');
    await writeFile(
      edited,
      await sealArchive(
        text.replace(JSON.stringify(header), JSON.stringify({ ...header, schemaVersion: foreign })),
      ),
    );
    await expect(restoreBackup(t.db, fileStorageOf(t.config), place, edited)).rejects.toThrow(/schema/);
  });
});
