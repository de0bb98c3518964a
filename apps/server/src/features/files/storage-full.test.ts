import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, rmdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createJob } from '../../test/factories.ts';
import { createTestApp, signInAdmin, signInResident } from '../../test/helper.ts';
import { applyWithCv, multipart, PDF } from '../../test/multipart.ts';
import { applications } from '../applications/applications.table.ts';
import { STORAGE_FULL_MESSAGE } from './file-storage.ts';
import { files } from './files.table.ts';

/**
 * Fault: the disk that holds uploads is full. A real full disk: a 1 MB tmpfs mounted over the app's data folder
 * (or over its files folder only, as an operator who gives uploads a volume of their own has it), filled up to
 * the last 64 KB, so an upload is cut short mid-write. Mounting needs root (CAP_SYS_ADMIN), which the tests
 * have in CI; elsewhere this file is skipped and says why.
 */

const run = promisify(execFile);
const KB = 1024;
const DISK_BYTES = 1024 * KB;
/** Room left on the full disk: less than an upload, so its bytes are cut short rather than refused at once. */
const ROOM_LEFT = 64 * KB;

/** Whether this process may mount a tmpfs (root, or a container that grants CAP_SYS_ADMIN). */
async function mayMount() {
  const probe = await mkdtemp(join(tmpdir(), 'hub-mount-probe-'));
  try {
    await run('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', probe]);
    await run('umount', [probe]);
    return true;
  } catch {
    return false;
  } finally {
    await rmdir(probe);
  }
}
const canMount = await mayMount();
if (!canMount) console.warn('storage-full.test.ts skipped: mounting a tmpfs needs root (CAP_SYS_ADMIN)');

const t = await createTestApp();
const { app, db, dataDir } = t;
const admin = await signInAdmin(t);
const resident = await signInResident(t);

const mounted: string[] = [];
// Before createTestApp's own clean-up (hooks run in reverse order), which removes the data folder.
afterAll(async () => {
  for (const dir of mounted.reverse()) await run('umount', [dir]);
});

/** A full disk mounted at `dir`: everything but ROOM_LEFT taken by a filler file. */
async function fullDiskAt(dir: string) {
  await mkdir(dir, { recursive: true });
  await run('mount', ['-t', 'tmpfs', '-o', `size=${DISK_BYTES},mode=0700`, 'tmpfs', dir]);
  mounted.push(dir);
  const filler = join(dir, 'filler');
  await writeFile(filler, Buffer.alloc(DISK_BYTES - ROOM_LEFT));
  return { filler, makeRoom: () => rm(filler) };
}

/** A real file (its first bytes are `head`) of 200 KB: more than the room left. */
const padded = (head: Buffer) => Buffer.concat([head, Buffer.alloc(200 * KB - head.length, 0x20)]);
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);

const apply = (jobId: string) =>
  applyWithCv(app, resident, jobId, { name: 'mona.pdf', content: padded(PDF) });

const uploadImage = () => {
  const body = multipart({}, [{ field: 'file', name: 'pool.png', content: padded(PNG) }]);
  return app.inject({
    method: 'POST',
    url: '/api/files?purpose=image',
    payload: body.payload,
    headers: { ...body.headers, ...admin.headers },
  });
};

const rowsOf = async (table: typeof files | typeof applications) =>
  (await db.select({ total: count() }).from(table))[0]?.total;
const entries = (dir: string) => readdir(dir).catch(() => [] as string[]);
const filesDir = join(dataDir, 'files');
const stagingDir = join(dataDir, 'uploads-in-progress');

describe.skipIf(!canMount)('the disk holding uploads is full', () => {
  it('refuses an application with a CV with 507 and what happened, keeping no row and no partial file', async () => {
    const job = await createJob(db);
    // The whole data folder on the full disk: the CV is cut short while it streams in.
    const disk = await fullDiskAt(dataDir);

    const refused = await apply(job.id);
    expect(refused.statusCode).toBe(507);
    expect(refused.json().error).toEqual({
      code: 'STORAGE_FULL',
      message: STORAGE_FULL_MESSAGE,
      fields: { cv: STORAGE_FULL_MESSAGE },
    });
    expect(await rowsOf(applications)).toBe(0);
    expect(await rowsOf(files)).toBe(0);
    expect(await entries(dataDir)).toEqual(expect.not.arrayContaining(['files']));
    expect(await entries(stagingDir)).toEqual([]);

    // Once there is room again the same application goes through: nothing was left half done.
    await disk.makeRoom();
    const accepted = await apply(job.id);
    expect(accepted.statusCode).toBe(201);
    expect(await rowsOf(applications)).toBe(1);
  });

  it('refuses a benefit image with 507 when only the files volume is full, removing the bytes it began to copy', async () => {
    const filesBefore = await rowsOf(files);
    // Uploads stream in on the roomy disk and are then copied onto a full volume of their own.
    const disk = await fullDiskAt(filesDir);

    const refused = await uploadImage();
    expect(refused.statusCode).toBe(507);
    expect(refused.json().error).toMatchObject({ code: 'STORAGE_FULL', message: STORAGE_FULL_MESSAGE });
    expect(await rowsOf(files)).toBe(filesBefore);
    expect(await entries(filesDir)).toEqual(['filler']);
    expect(await entries(stagingDir)).toEqual([]);

    await disk.makeRoom();
    expect((await uploadImage()).statusCode).toBe(201);
    expect(await entries(filesDir)).toHaveLength(1);
  });
});
