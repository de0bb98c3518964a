import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, type Transform } from 'node:stream';
import { gunzipSync, gzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { backupPlaceOf, buildApp } from '../../app.ts';
import { readConfig } from '../../config.ts';
import { createInternship, createJob } from '../../test/factories.ts';
import { ADMIN, bearer, createTestApp, signInAdmin, signInResident } from '../../test/helper.ts';
import { multipart, PDF } from '../../test/multipart.ts';
import { paddleDocument, trips } from '../activities/activities.table.ts';
import { loginAdmin } from '../auth/auth.service.ts';
import { createTwoFactor } from '../auth/two-factor.ts';
import { users } from '../../db/users.table.ts';
import type { FileStorage } from '../../lib/file-change.ts';
import { benefits } from '../benefits/benefits.table.ts';
import { courseNotifyRequests, courses } from '../courses/courses.table.ts';
import { cvEntries } from '../cv-showcase/cv-entries.table.ts';
import { docxWithText } from '../cv-showcase/cv-files.fixture.ts';
import { profiles } from '../directory/profiles.table.ts';
import { databaseStorage, localStorage } from '../files/file-storage.ts';
import { claimFiles, deleteFile } from '../files/files.service.ts';
import { trainings } from '../trainings/trainings.table.ts';
import { type BackupPlace, createBackup, restoreBackup, tablesInOrder } from './backup.service.ts';
import { openStream, sealStream } from './backup-crypto.ts';
import { runScheduledBackup } from './backup-scheduler.ts';

const t = await createTestApp();
const { db, dataDir } = t;

/** The same database served a second time, with FILE_STORAGE=database: a restore onto the other driver. */
const databaseApp = await buildApp({
  config: {
    ...readConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, FILE_STORAGE: 'database' }),
    webDist: undefined,
  },
  db,
  secret: t.secret,
});
await databaseApp.ready();
afterAll(() => databaseApp.close());

type Driver = 'local' | 'database';
const servers: Record<Driver, { app: typeof t.app; storage: FileStorage }> = {
  local: { app: t.app, storage: localStorage(join(dataDir, 'files')) },
  database: { app: databaseApp, storage: databaseStorage() },
};
/**
 * Both servers share the database, so one admin session serves both. A restore signs everyone out; signing in
 * again goes through the service, as the login route's per-address limit is meant for people, not this test.
 */
const twoFactor = createTwoFactor(randomBytes(32), 'optional', 'Community Hub');
let adminSession: { headers: { authorization: string } } | null = await signInAdmin(t);
const adminOn = async (_driver?: Driver) => {
  if (adminSession) return adminSession;
  const signedIn = await loginAdmin(db, twoFactor, ADMIN.email, ADMIN.password);
  if (!('sessionId' in signedIn)) throw new Error('the test admin has no two-factor');
  adminSession = bearer(signedIn.sessionId);
  return adminSession;
};

/** Every backed-up table's rows, in a stable order. The files' driver is compared on its own. */
async function snapshot() {
  const result: Record<string, unknown> = {};
  for (const name of await tablesInOrder(db)) {
    const rows = await db.execute(
      sql`SELECT coalesce(json_agg(r ORDER BY r::text), '[]'::json) AS rows FROM (SELECT to_jsonb(t) - 'driver' AS r FROM ${sql.identifier(name)} t) x`,
    );
    result[name] = rows.rows[0]?.rows;
  }
  return JSON.stringify(result);
}
const drivers = async () =>
  (await db.execute<{ driver: string }>(sql`SELECT DISTINCT driver FROM files`)).rows.map(
    (row) => row.driver,
  );

const readBytes = async (storage: FileStorage, id: string) => {
  const stream = await storage.read(db, id);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** Checks that every expected file reads back from `storage` exactly, byte for byte. */
async function expectFiles(storage: FileStorage, expected: Map<string, Buffer>) {
  for (const [id, bytes] of expected) {
    const read = await readBytes(storage, id);
    expect(read, `file ${id}`).not.toBeNull();
    expect(read?.equals(bytes), `file ${id} byte for byte`).toBe(true);
  }
}

/** Replaces a file's bytes in storage, through the storage itself. */
async function overwriteBytes(storage: FileStorage, id: string, bytes: Buffer) {
  const staged = join(dataDir, `overwrite-${randomBytes(4).toString('hex')}`);
  await writeFile(staged, bytes);
  await storage.remove(db, id);
  await storage.put(db, id, staged);
}

async function upload(driver: Driver, purpose: string, name: string, content: Buffer) {
  const admin = await adminOn(driver);
  const body = multipart({}, [{ field: 'file', name, content }]);
  const response = await servers[driver].app.inject({
    method: 'POST',
    url: `/api/files?purpose=${purpose}`,
    payload: body.payload,
    headers: { ...body.headers, ...admin.headers },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().storageId as string;
}

async function backUp(driver: Driver) {
  const admin = await adminOn(driver);
  const { app } = servers[driver];
  const created = await app.inject({ method: 'POST', url: '/api/admin/backups', ...admin });
  expect(created.statusCode, created.body).toBe(201);
  const download = await app.inject({
    method: 'GET',
    url: `/api/admin/backups/${created.json().id}/download`,
    ...admin,
  });
  expect(download.statusCode).toBe(200);
  expect(Number(download.headers['content-length'])).toBe(created.json().size);
  return { backup: created.json(), archive: download.rawPayload };
}

async function restore(driver: Driver, archive: Buffer) {
  const admin = await adminOn(driver);
  const body = multipart({}, [{ field: 'archive', name: 'backup.hubbackup', content: archive }]);
  const response = await servers[driver].app.inject({
    method: 'POST',
    url: '/api/admin/backups/restore',
    payload: body.payload,
    headers: { ...body.headers, ...admin.headers },
  });
  if (response.statusCode === 200) adminSession = null;
  return response;
}

const pdf = () => Buffer.concat([PDF, Buffer.from(`% ${randomBytes(8).toString('hex')}\n`)]);
const png = (size = 2000) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(size)]);
const jpg = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(3000)]);
const gif = () => Buffer.concat([Buffer.from('GIF89a'), randomBytes(1500)]);
// A real Word package: uploads check the zip's contents, not only its first bytes.
const docx = () => docxWithText(`Paddle rules ${randomBytes(2000).toString('hex')}`);

/** Every kind of record and of stored file, made on the local driver. Returns the files' expected bytes. */
async function seed() {
  const expected = new Map<string, Buffer>();
  const stored = async (purpose: string, name: string, content: Buffer) => {
    const id = await upload('local', purpose, name, content);
    expected.set(id, content);
    return id;
  };
  const admin = await adminOn('local');
  const { app } = servers.local;
  await app.inject({
    method: 'POST',
    url: '/api/admin/whitelist',
    payload: { email: 'extra@hub.test' },
    ...admin,
  });
  await app.inject({
    method: 'POST',
    url: '/api/access-requests',
    payload: { fullName: 'Amr', email: 'amr@hub.test', unitNumber: 'D-2' },
    remoteAddress: '10.9.9.9',
  });
  const resident = await signInResident(t, 'nour@hub.test');
  const [nour] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'nour@hub.test'));
  if (!nour) throw new Error('no resident');

  const job = await createJob(db);
  await createJob(db, { title: 'Removed job', removedAt: new Date(), removedBy: 'admin@hub.test' });
  await createInternship(db);
  await createInternship(db, { title: 'Removed internship', removedAt: new Date(), removedBy: 'admin' });

  // An application with its CV, through the real route.
  const cv = pdf();
  const body = multipart(
    { jobId: job.id, applicantName: 'Nour', applicantEmail: 'nour@hub.test', applicantPhone: '+20 1' },
    [{ field: 'cv', name: 'nour.pdf', content: cv }],
  );
  const applied = await app.inject({
    method: 'POST',
    url: '/api/applications',
    payload: body.payload,
    headers: { ...body.headers, ...resident.headers },
  });
  expect(applied.statusCode, applied.body).toBe(201);
  const [application] = (await db.execute<{ id: string }>(sql`SELECT cv_storage_id AS id FROM applications`))
    .rows;
  if (!application) throw new Error('no application');
  expected.set(application.id, cv);

  const cvFile = await stored('cv', 'nour-cv.pdf', pdf());
  const portfolio = await stored('portfolio', 'portfolio.pdf', pdf());
  const bigImage = await stored('image', 'big.png', png(3 * 1024 * 1024));
  const smallImage = await stored('image', 'small.gif', gif());
  const tripImage = await stored('image', 'trip.jpg', jpg());
  const tripDocument = await stored('document', 'trip.pdf', pdf());
  const paddle = await stored('document', 'paddle.docx', docx());
  const photo = await stored('image', 'photo.png', png());

  await db.insert(cvEntries).values({
    userId: nour.id,
    name: 'Nour',
    email: 'nour@hub.test',
    title: 'Engineer',
    section: 'Technology/IT',
    skills: ['Go', 'SQL'],
    yearsOfExperience: 4,
    cvStorageId: cvFile,
  });
  await db.insert(profiles).values([
    {
      kind: 'professional',
      name: 'Nour',
      title: 'Engineer',
      skills: ['Go', 'SQL'],
      contact: 'nour@hub.test',
    },
    {
      kind: 'corporate',
      name: 'Nile Tech',
      title: 'Software house',
      company: 'Nile Tech',
      fileStorageId: portfolio,
      fileName: 'portfolio.pdf',
    },
  ]);
  await db.insert(benefits).values({
    title: '10% off',
    description: 'Coffee',
    discountPercentage: 10,
    businessName: 'Cafe',
    location: 'Gate 1',
    category: 'Food',
    validUntil: '2027-01-31',
    imageStorageIds: [bigImage, smallImage],
  });
  await db.insert(trips).values({
    name: 'Fayoum',
    description: 'A day trip',
    imageStorageId: tripImage,
    documentStorageId: tripDocument,
  });
  await db.insert(paddleDocument).values({ documentStorageId: paddle, documentFileName: 'paddle.docx' });
  await db.insert(trainings).values({
    title: 'First aid',
    details: 'Saturday',
    tags: ['health', 'safety'],
    photoStorageId: photo,
    opensAt: new Date('2026-03-01T10:00:00Z'),
  });
  await db.insert(courses).values({
    title: 'Pottery',
    description: 'Hands on',
    type: 'Workshop',
    instructor: 'Salma',
    duration: '4 weeks',
    maxAttendees: 12,
  });
  await db.insert(courseNotifyRequests).values({ userId: nour.id });
  await claimFiles(db, [...expected.keys()]);
  const settings = await app.inject({
    method: 'PUT',
    url: '/api/admin/backups/settings',
    payload: { interval: 'weekly', keep: 3 },
    ...admin,
  });
  expect(settings.statusCode).toBe(200);
  return expected;
}

/** Changes and deletes rows, and damages stored bytes, after a backup was made. Returns a file made later. */
async function changeEverything(driver: Driver, expected: Map<string, Buffer>) {
  const { storage } = servers[driver];
  const [first, second, third] = [...expected.keys()];
  if (!first || !second || !third) throw new Error('too few files');
  await overwriteBytes(storage, first, Buffer.from('not the original bytes'));
  await storage.remove(db, second);
  await deleteFile(db, storage, third);
  await db.execute(sql`DELETE FROM applications`);
  await db.execute(sql`DELETE FROM trainings`);
  await db.execute(sql`DELETE FROM course_notify_requests`);
  await db.execute(sql`UPDATE jobs SET title = 'Changed'`);
  await db.execute(sql`UPDATE benefits SET image_storage_ids = '{}'`);
  await db.execute(sql`UPDATE email_whitelist SET is_active = false`);
  const later = await upload(driver, 'image', 'later.png', png());
  expect(await readBytes(storage, later)).not.toBeNull();
  return later;
}

/** The backup key of both test servers (they share the application secret). */
const { key } = backupPlaceOf(t.config, t.secret);
const placeOf = (driver: Driver, overrides: Partial<BackupPlace> = {}): BackupPlace => ({
  driver,
  dir: join(dataDir, 'backups'),
  key,
  maxRestoreBytes: 1024 * 1024 * 1024,
  ...overrides,
});
const through = async (bytes: Buffer, transform: Transform) => {
  const chunks: Buffer[] = [];
  for await (const chunk of Readable.from([bytes]).pipe(transform)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};
/** The gzip inside a sealed archive, and an archive sealed again (as someone holding the key could). */
const unseal = (archive: Buffer) => through(archive, openStream(key));
const seal = (gzip: Buffer) => through(gzip, sealStream(key));

/** Edits an archive's records and signs and seals it again, as a tool that knows the format and key could. */
async function resign(archive: Buffer, edit: (lines: string[]) => string[]) {
  const lines = gunzipSync(await unseal(archive))
    .toString('utf8')
    .split('\n')
    .filter(Boolean);
  const manifest = JSON.parse(lines.at(-1) ?? '{}');
  const records = edit(lines.slice(0, -1));
  const sha = () => createHash('sha256');
  const all = sha();
  const checksums: Record<string, string> = {};
  const counts: Record<string, number> = {};
  let files = 0;
  let section: { key: string; hash: ReturnType<typeof sha>; table?: string } | null = null;
  const end = () => {
    if (section) checksums[section.key] = section.hash.digest('hex');
    section = null;
  };
  for (const line of records) {
    all.update(`${line}\n`);
    if (line.startsWith('{"row":') && section) {
      section.hash.update(`${line}\n`);
      if (section.table) counts[section.table] = (counts[section.table] ?? 0) + 1;
      continue;
    }
    if (line.startsWith('{"chunk":"') && section) {
      section.hash.update(Buffer.from(line.slice(10, -2), 'base64'));
      continue;
    }
    const record = JSON.parse(line);
    end();
    if (record.type === 'header') checksums.header = sha().update(line).digest('hex');
    if (record.type === 'table') {
      section = { key: `table:${record.name}`, hash: sha(), table: record.name };
      counts[record.name] = 0;
    }
    if (record.type === 'file') {
      section = { key: `file:${record.id}`, hash: sha() };
      files++;
    }
  }
  end();
  const signed = { ...manifest, counts, files, checksums, archive: all.digest('hex') };
  return seal(gzipSync(`${[...records, JSON.stringify(signed)].join('\n')}\n`));
}

const editHeader = (archive: Buffer, change: Record<string, unknown>) =>
  resign(archive, ([header, ...rest]) => [
    JSON.stringify({ ...JSON.parse(header ?? '{}'), ...change }),
    ...rest,
  ]);

let expected = new Map<string, Buffer>();
let seeded = '';
let localArchive: Buffer = Buffer.alloc(0);

describe('backup and restore', () => {
  it('restores every table and every stored file on the local driver', async () => {
    expected = await seed();
    expect(expected.size).toBe(9);
    seeded = await snapshot();
    const { backup, archive } = await backUp('local');
    localArchive = archive;
    expect(backup.counts).toMatchObject({
      jobs: 2,
      internships: 2,
      applications: 1,
      cv_entries: 1,
      profiles: 2,
      benefits: 1,
      trips: 1,
      paddle_document: 1,
      trainings: 1,
      courses: 1,
      course_notify_requests: 1,
      access_requests: 1,
      files: 9,
      stored_files: 9,
    });
    expect(backup.counts.sessions).toBeUndefined();

    const later = await changeEverything('local', expected);
    expect(await snapshot()).not.toBe(seeded);

    const restored = await restore('local', archive);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().files).toBe(9);
    expect(await snapshot()).toBe(seeded);
    expect(await drivers()).toEqual(['local']);
    await expectFiles(servers.local.storage, expected);
    // A file uploaded after the backup is referenced by nothing now: its bytes are gone too.
    expect(await readBytes(servers.local.storage, later)).toBeNull();

    // Sessions are not in backups: a restore signs everyone out.
    const stale = await adminOn('local');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', ...stale })).statusCode).toBe(200);
    await restore('local', archive);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', ...stale })).statusCode).toBe(401);
  });

  it('restores onto the database driver, round-trips there, and comes back to the local driver', async () => {
    // Made on the local driver, restored on the database driver: every file is readable there.
    const onDatabase = await restore('database', localArchive);
    expect(onDatabase.statusCode, onDatabase.body).toBe(200);
    expect(await snapshot()).toBe(seeded);
    expect(await drivers()).toEqual(['database']);
    await expectFiles(servers.database.storage, expected);

    // A round trip on the database driver (the admin's new sign-in is part of this backup).
    await adminOn('database');
    const current = await snapshot();
    const { archive } = await backUp('database');
    const later = await changeEverything('database', expected);
    expect(await snapshot()).not.toBe(seeded);
    const restored = await restore('database', archive);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await snapshot()).toBe(current);
    await expectFiles(servers.database.storage, expected);
    expect(await readBytes(servers.database.storage, later)).toBeNull();

    // Made on the database driver, restored on the local driver after its files were damaged or lost.
    const [first, ...rest] = [...expected.keys()];
    if (!first) throw new Error('no files');
    await overwriteBytes(servers.local.storage, first, Buffer.from('damaged'));
    for (const id of rest) await servers.local.storage.remove(db, id);
    const back = await restore('local', archive);
    expect(back.statusCode, back.body).toBe(200);
    expect(await snapshot()).toBe(current);
    expect(await drivers()).toEqual(['local']);
    await expectFiles(servers.local.storage, expected);
  });

  it('refuses a corrupted, truncated or foreign archive and changes nothing', async () => {
    const archive = localArchive;
    await adminOn();
    const before = await snapshot();
    const refused = async (bytes: Buffer, message: RegExp) => {
      const response = await restore('local', bytes);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.code).toBe('INVALID_BACKUP');
      expect(response.json().error.message).toMatch(message);
    };

    await refused(archive.subarray(0, Math.floor(archive.length / 2)), /cut short|incomplete|damaged/);
    await refused(archive.subarray(0, archive.length - 20), /cut short|incomplete|damaged/);
    const text = gunzipSync(await unseal(archive)).toString('utf8');
    await refused(
      await seal(gzipSync(text.replace('"Backend Engineer"', '"Backdoor Engineer"'))),
      /checksum/,
    );
    const lines = text.split('\n');
    const chunkAt = lines.findIndex((line) => line.startsWith('{"chunk":"'));
    const flipped = [...lines];
    flipped[chunkAt] = `{"chunk":"${Buffer.from('tampered bytes').toString('base64')}"}`;
    await refused(await seal(gzipSync(flipped.join('\n'))), /checksum/);
    await refused(await seal(gzipSync(lines.slice(0, -2).join('\n'))), /cut short/);
    await refused(await seal(gzipSync(`${lines.slice(0, -2).join('\n')}\n`)), /manifest/);
    await refused(await editHeader(archive, { schemaVersion: '1:000000000000' }), /schema/);
    await refused(await editHeader(archive, { version: 1 }), /format 1, from an older version/);
    await refused(await editHeader(archive, { version: 3 }), /does not know/);
    await refused(Buffer.from('hello'), /not a Community Hub backup/);
    await refused(await seal(gzipSync('{"hello":"world"}\n')), /not a Community Hub backup/);

    expect(await snapshot()).toBe(before);
    await expectFiles(servers.local.storage, expected);
  });

  it('leaves the old data and bytes as they were when a restore fails part way', async () => {
    const storage = servers.local.storage;
    const ids = [...expected.keys()].sort();
    const [damaged, lost, ...others] = ids;
    if (!damaged || !lost) throw new Error('no files');
    await overwriteBytes(storage, damaged, Buffer.from('current bytes'));
    await storage.remove(db, lost);
    for (const id of others) await storage.remove(db, id);
    await db.execute(sql`DELETE FROM trainings`);
    await adminOn();
    const before = await snapshot();

    const archivePath = join(dataDir, 'failing.hubbackup');
    await writeFile(archivePath, localArchive);
    // The storage fails on the last file it is given: the files put before it must be undone.
    let puts = 0;
    const failing: FileStorage = {
      ...storage,
      put: async (tx, id, staged) => {
        if (++puts === ids.length) throw new Error('disk full');
        return storage.put(tx, id, staged);
      },
    };
    await mkdir(join(dataDir, 'backups'), { recursive: true });
    await expect(restoreBackup(db, failing, placeOf('local'), archivePath)).rejects.toThrow('disk full');
    expect(await snapshot()).toBe(before);
    expect((await readBytes(storage, damaged))?.toString()).toBe('current bytes');
    for (const id of [lost, ...others]) expect(await readBytes(storage, id)).toBeNull();

    // A row the database refuses (checksums intact) is refused as a whole, too.
    const broken = await resign(localArchive, (records) =>
      records.map((line) => line.replace('"title":"Pottery"', '"title":null')),
    );
    const response = await restore('local', broken);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.message).toMatch(/nothing was changed/i);
    expect(await snapshot()).toBe(before);

    const fine = await restore('local', localArchive);
    expect(fine.statusCode).toBe(200);
    await expectFiles(storage, expected);
  });

  it('keeps archives in the database in chunks with the database storage', async () => {
    const place = placeOf('database');
    const made = await createBackup(db, servers.database.storage, place, 'test');
    const chunks = await db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM backup_chunks WHERE backup_id = ${made.id}`,
    );
    expect(chunks.rows[0]?.n).toBeGreaterThan(0);
    const admin = await adminOn('database');
    const download = await databaseApp.inject({
      method: 'GET',
      url: `/api/admin/backups/${made.id}/download`,
      ...admin,
    });
    expect(download.rawPayload.length).toBe(made.size);
    expect(gunzipSync(await unseal(download.rawPayload)).toString('utf8')).toContain('"type":"manifest"');
    const deleted = await databaseApp.inject({
      method: 'DELETE',
      url: `/api/admin/backups/${made.id}`,
      ...admin,
    });
    expect(deleted.statusCode).toBe(200);
    const left = await db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM backup_chunks WHERE backup_id = ${made.id}`,
    );
    expect(left.rows[0]?.n).toBe(0);
  });

  it('lists, deletes and schedules backups; residents cannot touch them', async () => {
    const admin = await adminOn('local');
    const { app } = t;
    const list = await app.inject({ method: 'GET', url: '/api/admin/backups', ...admin });
    expect(list.statusCode).toBe(200);
    const total = list.json().total;
    expect(total).toBeGreaterThanOrEqual(2);
    const first = list.json().items[0];
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/admin/backups/${first.id}`, ...admin })).statusCode,
    ).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/admin/backups', ...admin })).json().total).toBe(
      total - 1,
    );

    const bad = await app.inject({
      method: 'PUT',
      url: '/api/admin/backups/settings',
      payload: { interval: 'hourly', keep: 0 },
      ...admin,
    });
    expect(bad.statusCode).toBe(400);
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/admin/backups/settings',
      payload: { interval: 'daily', keep: 2 },
      ...admin,
    });
    expect(saved.json()).toMatchObject({ interval: 'daily', keep: 2 });

    const place = placeOf('local');
    const day = 24 * 60 * 60 * 1000;
    const start = Date.now();
    for (let i = 0; i < 4; i++)
      expect(
        await runScheduledBackup(db, servers.local.storage, place, new Date(start + i * day)),
      ).not.toBeNull();
    expect(
      await runScheduledBackup(db, servers.local.storage, place, new Date(start + 3 * day + 1000)),
    ).toBeNull();
    const scheduled = (await app.inject({ method: 'GET', url: '/api/admin/backups?pageSize=100', ...admin }))
      .json()
      .items.filter((backup: { madeBy: string }) => backup.madeBy === 'schedule');
    expect(scheduled).toHaveLength(2);

    const someResident = await signInResident(t);
    expect((await app.inject({ method: 'GET', url: '/api/admin/backups', ...someResident })).statusCode).toBe(
      403,
    );
    expect((await app.inject({ method: 'POST', url: '/api/admin/backups' })).statusCode).toBe(401);
  });
});

describe('sealed archives (AES-256-GCM)', () => {
  /** Restores `bytes` straight through the service with a storage that records every put. */
  async function refusedDirectly(bytes: Buffer, place: BackupPlace, message: RegExp) {
    await adminOn();
    const before = await snapshot();
    const archivePath = join(dataDir, `sealed-${randomBytes(4).toString('hex')}.hubbackup`);
    await writeFile(archivePath, bytes);
    const puts: string[] = [];
    const storage = servers.local.storage;
    const watching: FileStorage = {
      ...storage,
      put: async (tx, id, staged) => {
        puts.push(id);
        return storage.put(tx, id, staged);
      },
    };
    await expect(restoreBackup(db, watching, place, archivePath)).rejects.toThrow(message);
    // Nothing reached storage or the database, and nothing staged is left beside the backups.
    expect(puts).toEqual([]);
    expect(await snapshot()).toBe(before);
    expect((await readdir(place.dir)).filter((name) => name.startsWith('.restore-'))).toEqual([]);
  }

  it('holds no readable data and no plain gzip', async () => {
    expect(localArchive.subarray(0, 8).toString('latin1')).toBe('CHUBSEAL');
    expect(localArchive.includes(Buffer.from('Backend Engineer'))).toBe(false);
    expect(gunzipSync(await unseal(localArchive)).toString('utf8')).toContain('Backend Engineer');
  });

  it('refuses an edited byte, a cut, another key, or an old unencrypted archive, writing nothing', async () => {
    for (const at of [40, Math.floor(localArchive.length / 2), localArchive.length - 5]) {
      const edited = Buffer.from(localArchive);
      edited[at] = (edited[at] ?? 0) ^ 0x01;
      await refusedDirectly(edited, placeOf('local'), /authenticat/);
    }
    // Cut at a chunk boundary (64 KiB + tag) and anywhere else.
    const boundary = 29 + 64 * 1024 + 16;
    if (localArchive.length > boundary + 16)
      await refusedDirectly(localArchive.subarray(0, boundary), placeOf('local'), /cut short/);
    await refusedDirectly(localArchive.subarray(0, localArchive.length - 1), placeOf('local'), /cut short/);
    await refusedDirectly(localArchive, placeOf('local', { key: randomBytes(32) }), /another key/);
    const plain = await unseal(localArchive);
    await refusedDirectly(plain, placeOf('local'), /not encrypted: it was made by an older version/);
    // Through the dashboard too: a clear 400, nothing changed.
    const response = await restore('local', plain);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.archive).toMatch(/not encrypted/);
  });

  it('seals in 64 KiB chunks: round trip, and swapped, dropped or cut chunks fail', async () => {
    const data = randomBytes(200 * 1024);
    const sealed = await seal(data);
    expect((await unseal(sealed)).equals(data)).toBe(true);
    const header = 29;
    const frame = 64 * 1024 + 16;
    const frames = [0, 1, 2, 3].map((i) => sealed.subarray(header + i * frame, header + (i + 1) * frame));
    const head = sealed.subarray(0, header);
    const variants = [
      Buffer.concat([
        head,
        frames[1] ?? Buffer.alloc(0),
        frames[0] ?? Buffer.alloc(0),
        frames[2] ?? Buffer.alloc(0),
        frames[3] ?? Buffer.alloc(0),
      ]),
      Buffer.concat([
        head,
        frames[0] ?? Buffer.alloc(0),
        frames[2] ?? Buffer.alloc(0),
        frames[3] ?? Buffer.alloc(0),
      ]),
      sealed.subarray(0, header + 2 * frame),
    ];
    for (const variant of variants) await expect(unseal(variant)).rejects.toThrow(/authenticat/);
    await expect(through(sealed, openStream(randomBytes(32)))).rejects.toThrow(/another key/);
  });

  it('refuses an archive larger than the restore cap once decompressed, changing nothing', async () => {
    const decompressed = gunzipSync(await unseal(localArchive)).length;
    await refusedDirectly(
      localArchive,
      placeOf('local', { maxRestoreBytes: Math.floor(decompressed / 2) }),
      /larger than this server restores/,
    );
    // The same archive fits under a cap just above its size.
    await adminOn();
    const archivePath = join(dataDir, 'fits.hubbackup');
    await writeFile(archivePath, localArchive);
    const restored = await restoreBackup(
      db,
      servers.local.storage,
      placeOf('local', { maxRestoreBytes: decompressed + 1 }),
      archivePath,
    );
    expect(restored.files).toBe(9);
    adminSession = null;
  });

  it('reads BACKUP_KEY as 64 hex characters or base64 of 32 bytes, and refuses anything else', () => {
    const hex = randomBytes(32).toString('hex');
    expect(readConfig({ BACKUP_KEY: hex }).backupKey?.toString('hex')).toBe(hex);
    const base64 = randomBytes(32).toString('base64');
    expect(readConfig({ BACKUP_KEY: base64 }).backupKey?.toString('base64')).toBe(base64);
    for (const bad of ['short', randomBytes(16).toString('hex'), 'x'.repeat(64)])
      expect(() => readConfig({ BACKUP_KEY: bad })).toThrow(/BACKUP_KEY: must be 32 bytes/);
    expect(backupPlaceOf(readConfig({ BACKUP_KEY: hex }), t.secret).key.toString('hex')).toBe(hex);
  });
});
