import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { APPLICATION_MESSAGES } from '@hub/contract/applications/application.schema';
import { and, count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createInternship, createJob } from '../../test/factories.ts';
import { createTestApp, signInAdmin, signInResident } from '../../test/helper.ts';
import { multipart, PDF } from '../../test/multipart.ts';
import { users } from '../../db/users.table.ts';
import { files } from '../files/files.table.ts';
import { applications } from './applications.table.ts';

const t = await createTestApp();
const { app, db, dataDir } = t;
const resident = await signInResident(t);
const admin = await signInAdmin(t);
const job = await createJob(db);
const internship = await createInternship(db);

const fields = (overrides: Record<string, string> = {}) => ({
  jobId: job.id,
  applicantName: 'Mona Adel',
  applicantEmail: 'Mona@Hub.test',
  applicantPhone: '+20 111 222 3333',
  coverLetter: 'I would love to help.',
  ...overrides,
});

const apply = (
  values: Record<string, string>,
  cv: { name: string; content: Buffer | string } | null = { name: 'mona.pdf', content: PDF },
  auth = resident,
) => {
  const body = multipart(values, cv ? [{ field: 'cv', ...cv }] : []);
  return app.inject({
    method: 'POST',
    url: '/api/applications',
    payload: body.payload,
    headers: { ...body.headers, ...auth.headers },
  });
};
const storedFiles = async () => readdir(join(dataDir, 'files')).catch(() => [] as string[]);
const fileRows = async () => (await db.select({ total: count() }).from(files))[0]?.total;
/** A member applies once to a post: a test that applies to one post again does it as someone else. */
const someoneElse = () => signInResident(t);

describe('applying', () => {
  it('stores an application to a job with its CV, status submitted', async () => {
    const response = await apply(fields());
    expect(response.statusCode).toBe(201);
    expect(response.json().status).toBe('submitted');
    const [row] = await db.select().from(applications).where(eq(applications.id, response.json().id));
    expect(row).toMatchObject({
      jobId: job.id,
      internshipId: null,
      applicantEmail: 'mona@hub.test',
      cvFileName: 'mona.pdf',
    });
    expect(await storedFiles()).toContain(row?.cvStorageId);
  });

  it('applies to an internship the same way', async () => {
    const { jobId: _job, ...rest } = fields();
    const response = await apply({ ...rest, internshipId: internship.id });
    expect(response.statusCode).toBe(201);
  });

  it("names the missing field in the spec's words and stores nothing", async () => {
    const before = await storedFiles();
    const noName = await apply(fields({ applicantName: '' }));
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error.fields.applicantName).toBe('Full name is required');
    const noPhone = await apply(fields({ applicantPhone: ' ' }));
    expect(noPhone.json().error.fields.applicantPhone).toBe('Phone number is required');
    const badEmail = await apply(fields({ applicantEmail: 'mona' }));
    expect(badEmail.json().error.fields.applicantEmail).toBe('Please enter a valid email address');
    const noCv = await apply(fields(), null);
    expect(noCv.statusCode).toBe(400);
    expect(noCv.json().error.fields.cv).toBe('CV is required');
    const unknown = await apply(fields({ salary: '1' }));
    expect(unknown.statusCode).toBe(400);
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a fake PDF and an application to both or neither target', async () => {
    const fake = await apply(fields(), { name: 'cv.pdf', content: 'not a pdf' });
    expect(fake.statusCode).toBe(415);
    const both = await apply(fields({ internshipId: internship.id }));
    expect(both.statusCode).toBe(400);
    const { jobId: _job, ...neither } = fields();
    expect((await apply(neither)).statusCode).toBe(400);
  });

  it('refuses a job that is pending or removed, and keeps no file', async () => {
    const pending = await createJob(db, { isApproved: false, status: 'pending' });
    const removed = await createJob(db, { removedAt: new Date() });
    const before = await storedFiles();
    expect((await apply(fields({ jobId: pending.id }))).statusCode).toBe(404);
    expect((await apply(fields({ jobId: removed.id }))).statusCode).toBe(404);
    expect(await storedFiles()).toEqual(before);
  });

  it('needs a session', async () => {
    const body = multipart(fields(), [{ field: 'cv', name: 'a.pdf', content: PDF }]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/applications',
      payload: body.payload,
      headers: body.headers,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('one application per member and post', () => {
  const userIdOf = async (email: string) =>
    (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? '';
  const applicationsOf = async (email: string, jobId: string) =>
    db
      .select()
      .from(applications)
      .where(and(eq(applications.applicantUserId, await userIdOf(email)), eq(applications.jobId, jobId)));

  it('refuses a second application to the same job or internship, keeping the first and storing nothing', async () => {
    const member = await someoneElse();
    const post = await createJob(db);
    const first = await apply(fields({ jobId: post.id }), undefined, member);
    expect(first.statusCode).toBe(201);
    const [before, bytesBefore] = [await fileRows(), await storedFiles()];

    const again = await apply(fields({ jobId: post.id, applicantName: 'Mona Again' }), undefined, member);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(APPLICATION_MESSAGES.alreadyAppliedToJob);
    expect(await applicationsOf(member.email, post.id)).toEqual([
      expect.objectContaining({ id: first.json().id, applicantName: 'Mona Adel' }),
    ]);
    expect(await fileRows()).toBe(before);
    expect(await storedFiles()).toEqual(bytesBefore);

    const { jobId: _job, ...rest } = fields();
    const intern = await createInternship(db);
    expect((await apply({ ...rest, internshipId: intern.id }, undefined, member)).statusCode).toBe(201);
    const internAgain = await apply({ ...rest, internshipId: intern.id }, undefined, member);
    expect(internAgain.statusCode).toBe(409);
    expect(internAgain.json().error.message).toBe(APPLICATION_MESSAGES.alreadyAppliedToInternship);
    // Someone else may still apply to the same job.
    expect((await apply(fields({ jobId: post.id }), undefined, await someoneElse())).statusCode).toBe(201);
  });

  it('takes one of two applications sent at once: one 201, one 409, one application and one CV file', async () => {
    const member = await someoneElse();
    const post = await createJob(db);
    const before = await fileRows();
    const answers = await Promise.all([
      apply(fields({ jobId: post.id }), undefined, member),
      apply(fields({ jobId: post.id }), undefined, member),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const stored = await applicationsOf(member.email, post.id);
    expect(stored).toHaveLength(1);
    expect(await fileRows()).toBe((before ?? 0) + 1);
    expect(await storedFiles()).toContain(stored[0]?.cvStorageId);
  });
});

describe('administrators and applications', () => {
  it('lists applications with what they apply to, searchable by name or e-mail and filterable by status', async () => {
    await apply(
      fields({ applicantName: 'Karim Fawzy', applicantEmail: 'karim@hub.test' }),
      undefined,
      await someoneElse(),
    );
    const all = await app.inject({ method: 'GET', url: '/api/admin/applications', ...admin });
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBeGreaterThanOrEqual(2);
    const karim = await app.inject({ method: 'GET', url: '/api/admin/applications?search=KARIM', ...admin });
    expect(karim.json().items).toHaveLength(1);
    expect(karim.json().items[0].target).toEqual({
      kind: 'job',
      id: job.id,
      title: job.title,
      company: job.company,
    });
    const byEmail = await app.inject({
      method: 'GET',
      url: '/api/admin/applications?search=karim@hub',
      ...admin,
    });
    expect(byEmail.json().total).toBe(1);
    const interviews = await app.inject({
      method: 'GET',
      url: '/api/admin/applications?status=interview',
      ...admin,
    });
    expect(interviews.json().total).toBe(0);
  });

  it('sets any status and opens the CV; residents can do neither', async () => {
    const { id } = (await apply(fields({ applicantName: 'Salma' }), undefined, await someoneElse())).json();
    const moved = await app.inject({
      method: 'PATCH',
      url: `/api/admin/applications/${id}`,
      payload: { status: 'interview' },
      ...admin,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().status).toBe('interview');
    const bad = await app.inject({
      method: 'PATCH',
      url: `/api/admin/applications/${id}`,
      payload: { status: 'hired' },
      ...admin,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.status).toBeDefined();

    const cv = await app.inject({ method: 'GET', url: `/api/admin/applications/${id}/cv`, ...admin });
    expect(cv.statusCode).toBe(200);
    expect(cv.rawPayload.equals(PDF)).toBe(true);
    expect(cv.headers['content-disposition']).toContain('mona.pdf');

    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/applications', ...resident })).statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: `/api/admin/applications/${id}/cv`, ...resident })).statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/admin/applications' })).statusCode).toBe(401);
    // The applicant does not own the stored CV: application CVs are for administrators only.
    const [row] = await db.select().from(applications).where(eq(applications.id, id));
    expect(
      (await app.inject({ method: 'GET', url: `/api/files/${row?.cvStorageId}`, ...resident })).statusCode,
    ).toBe(404);
  });

  it('answers 404 for an unknown application', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect(
      (
        await app.inject({
          method: 'PATCH',
          url: `/api/admin/applications/${id}`,
          payload: { status: 'accepted' },
          ...admin,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('applications of removed jobs and internships', () => {
  const listFor = async (search: string) =>
    (await app.inject({ method: 'GET', url: `/api/admin/applications?search=${search}`, ...admin })).json();
  const adminJob = async (title: string) =>
    (
      await app.inject({
        method: 'GET',
        url: `/api/admin/jobs?search=${encodeURIComponent(title)}`,
        ...admin,
      })
    ).json().items[0];
  const cvOf = (id: string) =>
    app.inject({ method: 'GET', url: `/api/admin/applications/${id}/cv`, ...admin });

  it('stay listed with a downloadable CV while the job is removed; restore brings the job back as it was', async () => {
    const removedJob = await createJob(db, { title: 'Removed Later Role' });
    const { id } = (await apply(fields({ jobId: removedJob.id, applicantName: 'Hoda Removed' }))).json();
    const before = await adminJob('Removed Later Role');

    const removal = await app.inject({
      method: 'DELETE',
      url: `/api/admin/jobs/${removedJob.id}`,
      payload: { reason: 'Position filled' },
      ...admin,
    });
    expect(removal.statusCode).toBe(200);
    const listed = await listFor('hoda');
    expect(listed.total).toBe(1);
    expect(listed.items[0]).toMatchObject({
      id,
      target: { kind: 'job', id: removedJob.id, title: 'Removed Later Role' },
    });
    const cv = await cvOf(id);
    expect(cv.statusCode).toBe(200);
    expect(cv.rawPayload.equals(PDF)).toBe(true);
    const moved = await app.inject({
      method: 'PATCH',
      url: `/api/admin/applications/${id}`,
      payload: { status: 'under_review' },
      ...admin,
    });
    expect(moved.statusCode).toBe(200);

    const restored = await app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${removedJob.id}/restore`,
      ...admin,
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual(before);
    expect(await adminJob('Removed Later Role')).toEqual(before);
    expect((await listFor('hoda')).items[0]).toMatchObject({ id, status: 'under_review' });
    expect((await apply(fields({ jobId: removedJob.id }), undefined, await someoneElse())).statusCode).toBe(
      201,
    );
  });

  it('stay listed with a downloadable CV while the internship is removed; restore brings it back as it was', async () => {
    const removedInternship = await createInternship(db, { title: 'Removed Later Intern' });
    const { jobId: _job, ...rest } = fields({ applicantName: 'Tarek Removed' });
    const { id } = (await apply({ ...rest, internshipId: removedInternship.id })).json();
    const url = `/api/admin/internships/${removedInternship.id}`;
    const before = (await app.inject({ method: 'GET', url, ...admin })).json();

    expect((await app.inject({ method: 'DELETE', url, ...admin })).statusCode).toBe(200);
    const listed = await listFor('tarek');
    expect(listed.total).toBe(1);
    expect(listed.items[0].target).toMatchObject({ kind: 'internship', title: 'Removed Later Intern' });
    expect((await cvOf(id)).statusCode).toBe(200);

    expect((await app.inject({ method: 'POST', url: `${url}/restore`, ...admin })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url, ...admin })).json()).toEqual(before);
    expect((await listFor('tarek')).total).toBe(1);
  });

  it('permanent delete removes the applications and their CV files, rows and bytes, and nothing else', async () => {
    const doomedJob = await createJob(db, { title: 'Doomed Role' });
    const doomedInternship = await createInternship(db, { title: 'Doomed Intern' });
    const keptJob = await createJob(db, { title: 'Kept Role' });
    const { jobId: _job, ...rest } = fields();
    const ids = [
      (await apply(fields({ jobId: doomedJob.id, applicantName: 'Doomed One' }))).json().id,
      (
        await apply(
          fields({ jobId: doomedJob.id, applicantName: 'Doomed Two' }),
          undefined,
          await someoneElse(),
        )
      ).json().id,
      (await apply({ ...rest, internshipId: doomedInternship.id, applicantName: 'Doomed Three' })).json().id,
    ];
    const kept = (await apply(fields({ jobId: keptJob.id, applicantName: 'Kept Applicant' }))).json().id;
    const rows = await db
      .select()
      .from(applications)
      .where(inArray(applications.id, [...ids, kept]));
    const cvIds = rows.filter((row) => row.id !== kept).map((row) => row.cvStorageId ?? '');
    const keptCv = rows.find((row) => row.id === kept)?.cvStorageId ?? '';
    expect(cvIds).toHaveLength(3);
    expect(await storedFiles()).toEqual(expect.arrayContaining([...cvIds, keptCv]));

    for (const url of [`/api/admin/jobs/${doomedJob.id}`, `/api/admin/internships/${doomedInternship.id}`]) {
      expect((await app.inject({ method: 'DELETE', url, ...admin })).statusCode).toBe(200);
      const gone = await app.inject({ method: 'DELETE', url: `${url}/permanent`, ...admin });
      expect(gone.statusCode).toBe(200);
    }

    expect(await db.select().from(applications).where(inArray(applications.id, ids))).toEqual([]);
    expect(await db.select({ id: files.id }).from(files).where(inArray(files.id, cvIds))).toEqual([]);
    const left = await storedFiles();
    for (const cvId of cvIds) expect(left).not.toContain(cvId);
    expect((await listFor('doomed')).total).toBe(0);

    // Other applications and their CVs are untouched.
    expect(left).toContain(keptCv);
    expect((await listFor('kept applicant')).total).toBe(1);
    expect((await cvOf(kept)).statusCode).toBe(200);
  });

  it('refuses to delete permanently a job that is not removed, and keeps its applications', async () => {
    const liveJob = await createJob(db, { title: 'Live Role' });
    const { id } = (await apply(fields({ jobId: liveJob.id, applicantName: 'Live Applicant' }))).json();
    const refused = await app.inject({
      method: 'DELETE',
      url: `/api/admin/jobs/${liveJob.id}/permanent`,
      ...admin,
    });
    expect(refused.statusCode).toBe(409);
    expect((await cvOf(id)).statusCode).toBe(200);
  });
});
