import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createInternship, createJob } from '../../test/factories.ts';
import { createTestApp, signInAdmin, signInResident } from '../../test/helper.ts';
import { multipart, PDF } from '../../test/multipart.ts';
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

describe('administrators and applications', () => {
  it('lists applications with what they apply to, searchable by name or e-mail and filterable by status', async () => {
    await apply(fields({ applicantName: 'Karim Fawzy', applicantEmail: 'karim@hub.test' }));
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
    const { id } = (await apply(fields({ applicantName: 'Salma' }))).json();
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
