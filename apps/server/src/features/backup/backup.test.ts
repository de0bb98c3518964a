import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createInternship, createJob } from '../../test/factories.ts';
import { createTestApp, signInAdmin, signInResident } from '../../test/helper.ts';
import { multipart, PDF } from '../../test/multipart.ts';
import { trips } from '../activities/activities.table.ts';
import { benefits } from '../benefits/benefits.table.ts';
import { cvEntries } from '../cv-showcase/cv-entries.table.ts';
import { profiles } from '../directory/profiles.table.ts';
import { trainings } from '../trainings/trainings.table.ts';
import { tablesInOrder } from './backup.service.ts';
import { runScheduledBackup } from './backup-scheduler.ts';

const t = await createTestApp();
const { app, db } = t;
const admin = await signInAdmin(t);
const resident = await signInResident(t, 'nour@hub.test');

/** Every table's rows, in a stable order, as JSON text: "exactly as it was". */
async function snapshot() {
  const result: Record<string, unknown> = {};
  for (const name of await tablesInOrder(db)) {
    const rows = await db.execute(
      sql`SELECT coalesce(json_agg(row_to_json(t) ORDER BY row_to_json(t)::text), '[]'::json) AS rows FROM ${sql.identifier(name)} t`,
    );
    result[name] = rows.rows[0]?.rows;
  }
  return JSON.stringify(result);
}

const download = async (id: string) => {
  const response = await app.inject({ method: 'GET', url: `/api/admin/backups/${id}/download`, ...admin });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
};

const restore = (bytes: Buffer) => {
  const body = multipart({}, [{ field: 'archive', name: 'backup.hubbackup', content: bytes }]);
  return app.inject({
    method: 'POST',
    url: '/api/admin/backups/restore',
    payload: body.payload,
    headers: { ...body.headers, ...admin.headers },
  });
};

async function seed() {
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
  const job = await createJob(db);
  await createInternship(db);
  const body = multipart(
    { jobId: job.id, applicantName: 'Nour', applicantEmail: 'nour@hub.test', applicantPhone: '+20 1' },
    [{ field: 'cv', name: 'nour.pdf', content: PDF }],
  );
  const applied = await app.inject({
    method: 'POST',
    url: '/api/applications',
    payload: body.payload,
    headers: { ...body.headers, ...resident.headers },
  });
  expect(applied.statusCode).toBe(201);
  await db.insert(profiles).values({
    kind: 'professional',
    name: 'Nour',
    title: 'Engineer',
    skills: ['Go', 'SQL'],
    contact: 'nour@hub.test',
  });
  await db.insert(cvEntries).values({
    name: 'Nour',
    email: 'nour@hub.test',
    title: 'Engineer',
    section: 'Technology/IT',
    skills: ['Go'],
  });
  await db.insert(benefits).values({
    title: '10% off',
    description: 'Coffee',
    discountPercentage: 10,
    businessName: 'Cafe',
    location: 'Gate 1',
    category: 'Food',
    validUntil: '2027-01-31',
  });
  await db.insert(trainings).values({ title: 'First aid', details: 'Saturday', tags: ['health', 'safety'] });
  await db.insert(trips).values({ name: 'Fayoum', description: 'A day trip' });
}

describe('backup and restore', () => {
  it('restores every table and every stored file exactly as they were', async () => {
    await seed();
    const before = await snapshot();
    const created = await app.inject({ method: 'POST', url: '/api/admin/backups', ...admin });
    expect(created.statusCode).toBe(201);
    expect(created.json().counts).toMatchObject({
      jobs: 1,
      internships: 1,
      applications: 1,
      stored_files: 1,
      trainings: 1,
    });
    const archive = await download(created.json().id);
    const cvDownload = async () => {
      const list = await app.inject({ method: 'GET', url: '/api/admin/applications', ...admin });
      const id = list.json().items[0]?.id;
      return id
        ? (await app.inject({ method: 'GET', url: `/api/admin/applications/${id}/cv`, ...admin })).rawPayload
        : null;
    };
    expect((await cvDownload())?.equals(PDF)).toBe(true);

    // Change and delete things after the backup.
    await db.execute(sql`DELETE FROM applications`);
    await db.execute(sql`DELETE FROM files`);
    await db.execute(sql`UPDATE jobs SET title = 'Changed'`);
    await db.execute(sql`DELETE FROM trainings`);
    await app.inject({
      method: 'POST',
      url: '/api/admin/whitelist',
      payload: { email: 'later@hub.test' },
      ...admin,
    });
    expect(await snapshot()).not.toBe(before);

    const restored = await restore(archive);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().files).toBe(1);
    expect(await snapshot()).toBe(before);
    // Sessions are not in backups: a restore signs everyone out.
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', ...admin })).statusCode).toBe(401);
    admin.headers = (await signInAdmin(t)).headers;
    expect((await cvDownload())?.equals(PDF)).toBe(true);
  });

  it('refuses a corrupted or truncated archive and changes nothing', async () => {
    const created = await app.inject({ method: 'POST', url: '/api/admin/backups', ...admin });
    const archive = await download(created.json().id);
    const before = await snapshot();

    const truncated = archive.subarray(0, Math.floor(archive.length / 2));
    const cut = await restore(truncated);
    expect(cut.statusCode).toBe(400);

    const text = gunzipSync(archive).toString('utf8');
    const tampered = gzipSync(text.replace('"Backend Engineer"', '"Backdoor Engineer"'));
    const edited = await restore(tampered);
    expect(edited.statusCode).toBe(400);
    expect(edited.json().error.message).toMatch(/checksum/);

    const withoutManifest = gzipSync(text.split('\n').slice(0, -2).join('\n'));
    const incomplete = await restore(withoutManifest);
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().error.message).toMatch(/manifest/);

    const notABackup = await restore(Buffer.from('hello'));
    expect(notABackup.statusCode).toBe(400);
    expect(await snapshot()).toBe(before);
  });

  it('lists, deletes and schedules backups; residents cannot touch them', async () => {
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

    const place = { driver: 'local' as const, dir: `${t.dataDir}/backups` };
    const { localStorage } = await import('../files/file-storage.ts');
    const storage = localStorage(`${t.dataDir}/files`);
    const day = 24 * 60 * 60 * 1000;
    const start = Date.now();
    for (let i = 0; i < 4; i++)
      expect(await runScheduledBackup(db, storage, place, new Date(start + i * day))).not.toBeNull();
    expect(await runScheduledBackup(db, storage, place, new Date(start + 3 * day + 1000))).toBeNull();
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
