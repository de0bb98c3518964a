import { randomUUID } from 'node:crypto';
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fileStorageOf, stagingDirOf } from '../../app.ts';
import { createJob } from '../../test/factories.ts';
import { createTestApp, signInAdmin, signInResident } from '../../test/helper.ts';
import { multipart, PDF } from '../../test/multipart.ts';
import { applications } from '../applications/applications.table.ts';
import { signedFileUrl } from './file-links.ts';
import { FILE_CHUNK_BYTES } from './file-storage.ts';
import { clearStaging, shareWithMembers, sweepAbandonedFiles, sweepOrphanBytes } from './files.service.ts';
import { fileChunks, files } from './files.table.ts';

/** The same tests run against both drivers: bytes in DATA_DIR/files, and bytes in the database. */
async function setUp(driver: 'local' | 'database') {
  const t = await createTestApp({ fileStorage: driver });
  const storage = fileStorageOf(t.config);
  /** The ids that have bytes in storage. */
  const storedIds = async () =>
    driver === 'local'
      ? await readdir(join(t.dataDir, 'files')).catch(() => [] as string[])
      : (await t.db.selectDistinct({ id: fileChunks.fileId }).from(fileChunks)).map((row) => row.id);
  return {
    t,
    driver,
    storage,
    storedIds,
    stagingDir: stagingDirOf(t.config),
    resident: await signInResident(t),
    admin: await signInAdmin(t),
  };
}
const setups = [await setUp('local'), await setUp('database')];

describe.each(setups)('files with $driver storage', (s) => {
  const { t, resident, admin, storedIds, storage } = s;
  const { app, db } = t;

  const upload = (
    auth: { headers: Record<string, string> },
    purpose: string,
    name: string,
    content: Buffer | string,
  ) => {
    const body = multipart({}, [{ field: 'file', name, content }]);
    return app.inject({
      method: 'POST',
      url: `/api/files?purpose=${purpose}`,
      payload: body.payload,
      headers: { ...body.headers, ...auth.headers },
    });
  };
  const stagedLeft = async () => readdir(s.stagingDir).catch(() => [] as string[]);
  const rowCount = async () => (await db.select({ id: files.id }).from(files)).length;
  const get = (id: string, auth: object = {}) =>
    app.inject({ method: 'GET', url: `/api/files/${id}`, ...auth });

  describe('uploads and downloads', () => {
    it('stores a real PDF and gives it back to its owner, byte for byte, as an attachment with its name', async () => {
      const response = await upload(resident, 'cv', 'Mona CV (final).pdf', PDF);
      expect(response.statusCode).toBe(201);
      const { storageId, fileName, size } = response.json();
      expect(fileName).toBe('Mona CV (final).pdf');
      expect(size).toBe(PDF.length);
      expect(await storedIds()).toContain(storageId);

      const download = await get(storageId, resident);
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(PDF)).toBe(true);
      expect(download.headers['content-disposition']).toContain('attachment;');
      expect(download.headers['content-disposition']).toContain("filename*=UTF-8''Mona%20CV%20(final).pdf");
      expect(download.headers['x-content-type-options']).toBe('nosniff');
      expect(download.headers['content-type']).toBe('application/pdf');
    });

    it('keeps a file of several pieces whole', async () => {
      const noise = Buffer.alloc(FILE_CHUNK_BYTES * 2 + 12_345);
      for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 7919) % 251;
      const big = Buffer.concat([PDF, noise]);
      const { storageId } = (await upload(resident, 'cv', 'big.pdf', big)).json();
      if (s.driver === 'database') {
        const pieces = await db
          .select({ seq: fileChunks.seq })
          .from(fileChunks)
          .where(eq(fileChunks.fileId, storageId));
        expect(pieces.map((piece) => piece.seq).sort()).toEqual([0, 1, 2]);
      }
      const download = await get(storageId, resident);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-length']).toBe(String(big.length));
      expect(download.rawPayload.equals(big)).toBe(true);
    });

    it('refuses a file that claims to be a PDF but is not, and keeps nothing', async () => {
      const [before, rows] = [await storedIds(), await rowCount()];
      const response = await upload(resident, 'cv', 'cv.pdf', 'just some text pretending');
      expect(response.statusCode).toBe(415);
      expect(response.json().error.message).toContain('not a real PDF');
      expect(await storedIds()).toEqual(before);
      expect(await rowCount()).toBe(rows);
      expect(await stagedLeft()).toEqual([]);
    });

    it('refuses a type the purpose does not allow with the spec message', async () => {
      const response = await upload(resident, 'cv', 'photo.png', PDF);
      expect(response.statusCode).toBe(415);
      expect(response.json().error.message).toBe('File type not supported. Please use: .pdf,.doc,.docx');
    });

    it('refuses a file over the size limit with 413 and keeps nothing', async () => {
      const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 10, 0x20)]);
      const [before, rows] = [await storedIds(), await rowCount()];
      const response = await upload(resident, 'cv', 'big.pdf', big);
      expect(response.statusCode).toBe(413);
      expect(response.json().error.message).toBe('File size must be less than 10MB');
      expect(await storedIds()).toEqual(before);
      expect(await rowCount()).toBe(rows);
      expect(await stagedLeft()).toEqual([]);
    });

    it('keeps images, documents and portfolios to administrators', async () => {
      const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
      expect((await upload(resident, 'image', 'a.png', png)).statusCode).toBe(403);
      expect((await upload(admin, 'image', 'a.png', png)).statusCode).toBe(201);
    });

    it("answers 404 for someone else's file and lets the owner or an admin delete it, bytes and all", async () => {
      const other = await signInResident(t);
      const { storageId } = (await upload(resident, 'cv', 'mine.pdf', PDF)).json();
      expect((await get(storageId, other)).statusCode).toBe(404);
      expect(
        (await app.inject({ method: 'DELETE', url: `/api/files/${storageId}`, ...other })).statusCode,
      ).toBe(404);
      expect((await get(storageId, admin)).statusCode).toBe(200);
      expect(
        (await app.inject({ method: 'DELETE', url: `/api/files/${storageId}`, ...resident })).statusCode,
      ).toBe(200);
      expect(await storedIds()).not.toContain(storageId);
      expect((await get(storageId, admin)).statusCode).toBe(404);
    });

    it('lets every member read a file once it is shared with members, but still only the owner delete it', async () => {
      const other = await signInResident(t);
      const { storageId } = (await upload(resident, 'cv', 'shared.pdf', PDF)).json();
      expect((await get(storageId, other)).statusCode).toBe(404);
      await shareWithMembers(db, [storageId]);
      expect((await get(storageId, other)).statusCode).toBe(200);
      expect(
        (await app.inject({ method: 'DELETE', url: `/api/files/${storageId}`, ...other })).statusCode,
      ).toBe(404);
    });

    it('needs a session, a purpose and a file', async () => {
      const body = multipart({}, [{ field: 'file', name: 'a.pdf', content: PDF }]);
      const anonymous = await app.inject({
        method: 'POST',
        url: '/api/files?purpose=cv',
        payload: body.payload,
        headers: body.headers,
      });
      expect(anonymous.statusCode).toBe(401);
      const { storageId } = (await upload(resident, 'cv', 'a.pdf', PDF)).json();
      expect((await get(storageId)).statusCode).toBe(401);
      const noPurpose = await upload(resident, 'nonsense', 'a.pdf', PDF);
      expect(noPurpose.statusCode).toBe(400);
      expect(noPurpose.json().error.fields.purpose).toBeDefined();
      const empty = multipart({ note: 'x' });
      const noFile = await app.inject({
        method: 'POST',
        url: '/api/files?purpose=cv',
        payload: empty.payload,
        headers: { ...empty.headers, ...resident.headers },
      });
      expect(noFile.statusCode).toBe(400);
      expect((await get('not-a-uuid', resident)).statusCode).toBe(400);
    });
  });

  describe('signed download links', () => {
    const linkFor = (id: string, auth: object) =>
      app.inject({ method: 'POST', url: `/api/files/${id}/link`, ...auth });

    it('downloads with a valid link and no session', async () => {
      const { storageId } = (await upload(resident, 'cv', 'linked.pdf', PDF)).json();
      const response = await linkFor(storageId, admin);
      expect(response.statusCode).toBe(200);
      const { url } = response.json();
      expect(url).toMatch(new RegExp(`^/api/files/${storageId}\\?token=\\d+\\.[\\w-]{43}$`));
      const download = await app.inject({ method: 'GET', url });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(PDF)).toBe(true);
      expect(download.headers['content-disposition']).toContain('attachment;');
      // The owner may ask too.
      expect((await linkFor(storageId, resident)).statusCode).toBe(200);
    });

    it('refuses an expired, altered or borrowed token with 401', async () => {
      const { storageId } = (await upload(resident, 'cv', 'expired.pdf', PDF)).json();
      const other = (await upload(resident, 'cv', 'other.pdf', PDF)).json().storageId;
      const expired = await signedFileUrl(db, storageId, Date.now() - 6 * 60 * 1000);
      expect((await app.inject({ method: 'GET', url: expired })).statusCode).toBe(401);

      const { url } = (await linkFor(storageId, admin)).json();
      const token = new URL(url, 'http://x').searchParams.get('token') ?? '';
      const [expires, mac] = token.split('.');
      const flipped = `${mac?.[0] === 'A' ? 'B' : 'A'}${mac?.slice(1)}`;
      const tampered = [`${expires}.${flipped}`, `${Number(expires) + 3600}.${mac}`, 'garbage', ''];
      for (const bad of tampered) {
        const response = await get(`${storageId}?token=${encodeURIComponent(bad)}`);
        expect(response.statusCode, bad).toBe(401);
      }
      // A token signed for one file opens no other.
      expect((await get(`${other}?token=${token}`)).statusCode).toBe(401);
    });

    it("gives no link to a resident who cannot read the file, and none for another's private file", async () => {
      const other = await signInResident(t);
      const { storageId } = (await upload(resident, 'cv', 'private.pdf', PDF)).json();
      expect((await linkFor(storageId, other)).statusCode).toBe(404);
      expect((await linkFor(storageId, {})).statusCode).toBe(401);
      expect((await linkFor(randomUUID(), admin)).statusCode).toBe(404);
    });
  });

  describe('files in use', () => {
    it('refuses to delete a file attached to content, even for an administrator', async () => {
      const { storageId } = (await upload(admin, 'cv', 'attached.pdf', PDF)).json();
      await shareWithMembers(db, [storageId]);
      const response = await app.inject({ method: 'DELETE', url: `/api/files/${storageId}`, ...admin });
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toContain('in use');
      expect((await get(storageId, admin)).statusCode).toBe(200);
    });
  });

  describe('abandoned uploads', () => {
    const age = async (id: string, hours: number) =>
      db
        .update(files)
        .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
        .where(eq(files.id, id));

    it('sweeps files nobody claimed after a day, rows and bytes, and keeps attached ones', async () => {
      const abandoned = (await upload(resident, 'cv', 'abandoned.pdf', PDF)).json().storageId;
      const fresh = (await upload(resident, 'cv', 'fresh.pdf', PDF)).json().storageId;
      const shared = (await upload(admin, 'cv', 'shared.pdf', PDF)).json().storageId;
      await shareWithMembers(db, [shared]);
      // An application's CV is stored privately in the same request: claimed at once.
      const job = await createJob(db);
      const body = multipart(
        {
          jobId: job.id,
          applicantName: 'Mona Adel',
          applicantEmail: 'mona@hub.test',
          applicantPhone: '+20 111 222 3333',
        },
        [{ field: 'cv', name: 'mona.pdf', content: PDF }],
      );
      const applied = await app.inject({
        method: 'POST',
        url: '/api/applications',
        payload: body.payload,
        headers: { ...body.headers, ...resident.headers },
      });
      expect(applied.statusCode).toBe(201);
      const [application] = await db
        .select({ cv: applications.cvStorageId })
        .from(applications)
        .where(eq(applications.id, applied.json().id));
      const applicationCv = application?.cv ?? '';
      for (const id of [abandoned, shared, applicationCv]) await age(id, 25);
      await age(fresh, 23);

      const swept = await sweepAbandonedFiles(db, storage);
      expect(swept).toContain(abandoned);
      expect(swept).not.toContain(fresh);
      const rows = (await db.select({ id: files.id }).from(files)).map((row) => row.id);
      expect(rows).not.toContain(abandoned);
      expect(rows).toEqual(expect.arrayContaining([fresh, shared, applicationCv]));
      const stored = await storedIds();
      expect(stored).not.toContain(abandoned);
      expect(stored).toEqual(expect.arrayContaining([fresh, shared, applicationCv]));
      expect((await get(applicationCv, admin)).statusCode).toBe(200);
    });

    it('empties the staging folder of what a crash left, sparing recent entries when asked', async () => {
      await mkdir(s.stagingDir, { recursive: true });
      const old = join(s.stagingDir, `${randomUUID()}.part`);
      const recent = join(s.stagingDir, `${randomUUID()}.part`);
      await writeFile(old, 'half an upload');
      await writeFile(recent, 'an upload in progress');
      const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
      await utimes(old, twoHoursAgo, twoHoursAgo);
      expect(await clearStaging(s.stagingDir, 60 * 60 * 1000)).toBe(1);
      expect(await stagedLeft()).toEqual([recent.split('/').pop()]);
      await clearStaging(s.stagingDir);
      expect(await stagedLeft()).toEqual([]);
    });

    it.runIf(s.driver === 'local')('removes bytes on disk whose row is gone', async () => {
      const root = join(t.dataDir, 'files');
      await mkdir(root, { recursive: true });
      const orphan = randomUUID();
      const young = randomUUID();
      await writeFile(join(root, orphan), 'left behind');
      await writeFile(join(root, young), 'being stored right now');
      const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
      await utimes(join(root, orphan), twoHoursAgo, twoHoursAgo);
      const kept = (await upload(resident, 'cv', 'kept.pdf', PDF)).json().storageId;
      expect(await sweepOrphanBytes(db, storage)).toEqual([orphan]);
      expect(await storedIds()).toEqual(expect.arrayContaining([young, kept]));
    });
  });
});

describe('multipart text fields', () => {
  const [{ t, resident }] = setups as [(typeof setups)[number]];
  const apply = async (coverLetter: string) => {
    const job = await createJob(t.db);
    const body = multipart(
      {
        jobId: job.id,
        applicantName: 'Mona Adel',
        applicantEmail: 'mona@hub.test',
        applicantPhone: '+20 111 222 3333',
        coverLetter,
      },
      [{ field: 'cv', name: 'mona.pdf', content: PDF }],
    );
    return t.app.inject({
      method: 'POST',
      url: '/api/applications',
      payload: body.payload,
      headers: { ...body.headers, ...resident.headers },
    });
  };

  it('takes the longest allowed text in wide characters whole', async () => {
    const letter = '😀'.repeat(5_000); // 10,000 UTF-16 units, 20,000 bytes
    const response = await apply(letter);
    expect(response.statusCode).toBe(201);
    const [row] = await t.db
      .select({ coverLetter: applications.coverLetter })
      .from(applications)
      .where(eq(applications.id, response.json().id));
    expect(row?.coverLetter).toBe(letter);
    expect((await apply('€'.repeat(10_000))).statusCode).toBe(201);
  });

  it('refuses a field cut at the size limit, naming it, instead of saving it shortened', async () => {
    const response = await apply('x'.repeat(40_001));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.coverLetter).toBe('coverLetter is too long');
  });
});
