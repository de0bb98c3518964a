import { APPLICATION_MESSAGES } from '@hub/contract/applications/application.schema';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createJob } from '../../test/factories.ts';
import { createTestApp, signInAdmin, signInResident } from '../../test/helper.ts';
import { PDF, sendForm } from '../../test/multipart.ts';
import { cvEntries } from '../cv-showcase/cv-entries.table.ts';
import { fileChunks, files } from '../files/files.table.ts';
import { applications } from './applications.table.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Member = Awaited<ReturnType<typeof signInResident>>;
type FilePart = { name: string; content: Buffer };

/** A PDF whose bytes say which one it is. */
const pdf = (label: string) => Buffer.concat([PDF, Buffer.from(`% ${label}\n`)]);

/** Requests of one test app, local or database storage. */
function client(t: TestApp) {
  const { app, db } = t;
  const send = (
    method: 'POST' | 'PUT',
    url: string,
    member: Member,
    values: Record<string, string>,
    cv?: FilePart,
  ) => sendForm(app, method, url, values, cv ?? null, member);
  return {
    onFile: async (member: Member) =>
      (await app.inject({ method: 'GET', url: '/api/applications/on-file', ...member })).json(),
    /** Shares a CV in the showcase through the API, so its file is stored as uploads are. */
    shareCv: async (member: Member, cv: FilePart, values: Record<string, string> = {}) => {
      const fields = {
        name: 'Layla Hassan',
        email: member.email,
        phone: '+20 100 123 4567',
        title: 'Data Analyst',
        section: 'Technology/IT',
        ...values,
      };
      const response = await send('POST', '/api/cvs', member, fields, cv);
      expect(response.statusCode).toBe(201);
      return response.json() as { id: string; cvStorageId: string };
    },
    apply: async (member: Member, jobId: string, values: Record<string, string> = {}, cv?: FilePart) =>
      send(
        'POST',
        '/api/applications',
        member,
        {
          jobId,
          applicantName: 'Layla Hassan',
          applicantEmail: member.email,
          applicantPhone: '+20 100 123 4567',
          ...values,
        },
        cv,
      ),
    send,
    applicationOf: async (id: string) =>
      (await db.select().from(applications).where(eq(applications.id, id)))[0],
    fileRows: async () => (await db.select({ total: count() }).from(files))[0]?.total,
  };
}

const t = await createTestApp();
const { app, db } = t;
const admin = await signInAdmin(t);
const { onFile, shareCv, apply, send, applicationOf, fileRows } = client(t);

/** What the apply form starts from for `member`: the details and CV expected, and always their own address. */
const expectOnFile = async (
  member: Member,
  applicantName: string,
  applicantPhone: string | null,
  cv: { fileName: string; source: string } | null,
) =>
  expect(await onFile(member)).toEqual({ applicantName, applicantEmail: member.email, applicantPhone, cv });

const adminCv = (applicationId: string) =>
  app.inject({ method: 'GET', url: `/api/admin/applications/${applicationId}/cv`, ...admin });

describe('what the apply form starts from', () => {
  it('answers the account name and address, and no phone or CV, for a member with nothing on file', async () => {
    const member = await signInResident(t);
    await expectOnFile(member, 'Test Resident', null, null);
  });

  it("prefers the CV showcase entry's file, with the name and phone written there", async () => {
    const member = await signInResident(t);
    await shareCv(member, { name: 'layla-cv.pdf', content: pdf('showcase') });
    await expectOnFile(member, 'Layla Hassan', '+20 100 123 4567', {
      fileName: 'layla-cv.pdf',
      source: 'cv-showcase',
    });
  });

  it("takes the directory profile's CV when there is no showcase entry", async () => {
    const member = await signInResident(t);
    const joined = await send(
      'POST',
      '/api/profiles',
      member,
      {
        name: 'Omar Said',
        email: member.email,
        title: 'Engineer',
        industry: 'Engineering',
        phone: '0100 555',
      },
      { name: 'omar.pdf', content: pdf('profile') },
    );
    expect(joined.statusCode).toBe(201);
    await expectOnFile(member, 'Omar Said', '0100 555', { fileName: 'omar.pdf', source: 'profile' });
  });

  it("takes the last application's CV, and the details most recently written", async () => {
    const member = await signInResident(t);
    const job = await createJob(db);
    const applied = await apply(
      member,
      job.id,
      { applicantName: 'Nour Ali', applicantPhone: '0122' },
      {
        name: 'nour.pdf',
        content: pdf('application'),
      },
    );
    expect(applied.statusCode).toBe(201);
    await expectOnFile(member, 'Nour Ali', '0122', { fileName: 'nour.pdf', source: 'application' });
    // A CV shared later is preferred, and holds the newer details.
    await shareCv(
      member,
      { name: 'nour-2.pdf', content: pdf('newer') },
      { name: 'Nour A. Ali', phone: '0133' },
    );
    await expectOnFile(member, 'Nour A. Ali', '0133', { fileName: 'nour-2.pdf', source: 'cv-showcase' });
  });

  it('needs a session', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/applications/on-file' })).statusCode).toBe(401);
  });
});

describe('applying with the CV on file', () => {
  it('stores a copy the committee can still read after the original is replaced and deleted', async () => {
    const member = await signInResident(t);
    const original = pdf('original');
    const entry = await shareCv(member, { name: 'layla-cv.pdf', content: original });
    const job = await createJob(db);

    const applied = await apply(member, job.id, { cvOnFile: 'true' });
    expect(applied.statusCode).toBe(201);
    const row = await applicationOf(applied.json().id);
    expect(row?.cvFileName).toBe('layla-cv.pdf');
    expect(row?.cvStorageId).toEqual(expect.any(String));
    expect(row?.cvStorageId).not.toBe(entry.cvStorageId);
    const [copy] = await db
      .select()
      .from(files)
      .where(eq(files.id, row?.cvStorageId ?? ''));
    // Like an uploaded application CV: nobody owns it, so the applicant cannot change or delete it.
    expect(copy).toMatchObject({ ownerId: null, visibility: 'private', size: original.length });
    expect((await adminCv(applied.json().id)).rawPayload.equals(original)).toBe(true);

    const replaced = await send(
      'PUT',
      `/api/cvs/${entry.id}`,
      member,
      { name: 'Layla Hassan', title: 'Data Analyst', section: 'Technology/IT' },
      { name: 'new.pdf', content: pdf('new') },
    );
    expect(replaced.statusCode).toBe(200);
    expect((await adminCv(applied.json().id)).rawPayload.equals(original)).toBe(true);
    const deleted = await app.inject({ method: 'DELETE', url: `/api/admin/cvs/${entry.id}`, ...admin });
    expect(deleted.statusCode).toBe(200);
    expect(await db.select().from(cvEntries).where(eq(cvEntries.id, entry.id))).toEqual([]);
    const kept = await adminCv(applied.json().id);
    expect(kept.statusCode).toBe(200);
    expect(kept.rawPayload.equals(original)).toBe(true);
  });

  it('refuses a CV file and cvOnFile together, cvOnFile with nothing on file, and a second application, storing nothing', async () => {
    const job = await createJob(db);
    const nothingOnFile = await signInResident(t);
    const before = await fileRows();
    const none = await apply(nothingOnFile, job.id, { cvOnFile: 'true' });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields).toEqual({ cv: APPLICATION_MESSAGES.noCvOnFile });

    const member = await signInResident(t);
    await shareCv(member, { name: 'cv.pdf', content: pdf('both') });
    const withCv = await fileRows();
    const both = await apply(member, job.id, { cvOnFile: 'true' }, { name: 'cv.pdf', content: PDF });
    expect(both.statusCode).toBe(400);
    expect(both.json().error.fields.cv).toBe(APPLICATION_MESSAGES.cvAndCvOnFile);
    expect(withCv).toBe((before ?? 0) + 1);
    expect(await fileRows()).toBe(withCv);

    expect((await apply(member, job.id, { cvOnFile: 'true' })).statusCode).toBe(201);
    const applied = await fileRows();
    const again = await apply(member, job.id, { cvOnFile: 'true' });
    expect(again.statusCode).toBe(409);
    expect(await fileRows()).toBe(applied);
  });
});

describe('the CV on file with the database storage', async () => {
  const dbApp = await createTestApp({ fileStorage: 'database' });
  const dbAdmin = await signInAdmin(dbApp);
  const on = client(dbApp);
  const chunksOf = async (id: string) =>
    (await dbApp.db.select({ total: count() }).from(fileChunks).where(eq(fileChunks.fileId, id)))[0]?.total;

  it('copies the bytes into new pieces, and a refused application leaves none behind', async () => {
    const member = await signInResident(dbApp);
    const original = pdf('in the database');
    const shared = await on.shareCv(member, { name: 'dina.pdf', content: original });
    const job = await createJob(dbApp.db);

    const applied = await on.apply(member, job.id, { cvOnFile: 'true' });
    expect(applied.statusCode).toBe(201);
    const copyId = (await on.applicationOf(applied.json().id))?.cvStorageId ?? '';
    expect(copyId).not.toBe(shared.cvStorageId);
    expect(await chunksOf(copyId)).toBe(1);
    const cv = await dbApp.app.inject({
      method: 'GET',
      url: `/api/admin/applications/${applied.json().id}/cv`,
      ...dbAdmin,
    });
    expect(cv.rawPayload.equals(original)).toBe(true);

    const chunks = async () => (await dbApp.db.select({ total: count() }).from(fileChunks))[0]?.total;
    const [rows, pieces] = [await on.fileRows(), await chunks()];
    expect((await on.apply(member, job.id, { cvOnFile: 'true' })).statusCode).toBe(409);
    expect([await on.fileRows(), await chunks()]).toEqual([rows, pieces]);
  });
});
