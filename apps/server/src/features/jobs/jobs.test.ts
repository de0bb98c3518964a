import type { AdminJob, JobInput } from '@hub/contract/jobs/job.schema';
import { MESSAGES } from '@hub/contract/messages';
import { describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signInResident } from '../../test/helper.ts';
import { cvEntries } from '../cv-showcase/cv-entries.table.ts';
import { countJobs } from './jobs.service.ts';

const t = await createTestApp();
const { app, db } = t;
const admin = await signInAdmin(t);
const resident = await signInResident(t);

const validJob = (overrides: Partial<JobInput> = {}): JobInput => ({
  title: 'Senior Accountant',
  company: 'Nile Finance',
  posterRole: 'HR Manager',
  location: 'New Cairo',
  description: 'Own the monthly close and reporting for a growing team.',
  requirements: '5 years of experience',
  skills: 'IFRS, Excel, SAP',
  salaryRange: '30,000 - 40,000 EGP',
  contactEmail: 'Hiring@NileFinance.test',
  contactPhone: '+20 100 000 0000',
  experienceLevel: 'Senior Level',
  industry: 'Finance',
  jobType: 'Full-time',
  ...overrides,
});

type Auth = { headers: { authorization: string } };

const postAsResident = (payload: unknown, auth: Auth = resident) =>
  app.inject({ method: 'POST', url: '/api/jobs', payload: payload as object, ...auth });

/** An approved job, created through the dashboard. */
async function createJob(overrides: Partial<JobInput> = {}): Promise<AdminJob> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/jobs',
    payload: validJob(overrides),
    ...admin,
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

/** A job a resident posted, still pending. */
async function postPendingJob(overrides: Partial<JobInput> = {}, auth: Auth = resident): Promise<string> {
  const response = await postAsResident(validJob(overrides), auth);
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

const decide = (id: string, status: string) =>
  app.inject({ method: 'PATCH', url: `/api/admin/jobs/${id}/decision`, payload: { status }, ...admin });

const residentList = async (query = '') => {
  const response = await app.inject({ method: 'GET', url: `/api/jobs${query}`, ...resident });
  expect(response.statusCode).toBe(200);
  return response.json() as { items: Record<string, unknown>[]; total: number };
};

const adminList = async (query = '') => {
  const response = await app.inject({ method: 'GET', url: `/api/admin/jobs${query}`, ...admin });
  expect(response.statusCode).toBe(200);
  return response.json() as { items: AdminJob[]; total: number };
};

const unknownId = '00000000-0000-4000-8000-000000000000';

describe('who may call what', () => {
  it('answers 401 signed out, on resident and admin routes alike', async () => {
    const calls = [
      { method: 'GET', url: '/api/jobs' },
      { method: 'GET', url: `/api/jobs/${unknownId}` },
      { method: 'POST', url: '/api/jobs', payload: validJob() },
      { method: 'GET', url: '/api/admin/jobs' },
      { method: 'POST', url: '/api/admin/jobs', payload: validJob() },
      { method: 'GET', url: '/api/admin/jobs/removed' },
    ] as const;
    for (const call of calls) {
      const response = await app.inject(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(response.json().error.message).toBe(MESSAGES.notSignedIn);
    }
  });

  it('answers 403 to a resident on every admin route', async () => {
    const id = unknownId;
    const calls = [
      { method: 'GET', url: '/api/admin/jobs' },
      { method: 'POST', url: '/api/admin/jobs', payload: validJob() },
      { method: 'PUT', url: `/api/admin/jobs/${id}`, payload: validJob() },
      { method: 'PATCH', url: `/api/admin/jobs/${id}/decision`, payload: { status: 'approved' } },
      { method: 'DELETE', url: `/api/admin/jobs/${id}` },
      { method: 'GET', url: '/api/admin/jobs/removed' },
      { method: 'POST', url: `/api/admin/jobs/${id}/restore` },
      { method: 'DELETE', url: `/api/admin/jobs/${id}/permanent` },
    ] as const;
    for (const call of calls) {
      const response = await app.inject({ ...call, ...resident });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
    }
  });
});

describe('a resident posts a job', () => {
  it('saves it pending and unapproved, with the signed-in e-mail as poster, invisible until approved', async () => {
    const poster = await signInResident(t, 'poster@hub.test');
    const response = await postAsResident(validJob({ title: 'Pending Payroll Lead' }), poster);
    expect(response.statusCode).toBe(201);
    const posted = response.json();
    expect(posted).toEqual({ id: expect.any(String), status: 'pending', createdAt: expect.any(String) });

    const [stored] = (await adminList('?search=pending payroll')).items;
    expect(stored).toMatchObject({
      title: 'Pending Payroll Lead',
      posterEmail: 'poster@hub.test',
      contactEmail: 'hiring@nilefinance.test',
      isActive: true,
      isApproved: false,
      status: 'pending',
      removedAt: null,
    });
    expect(stored?.postedBy).toEqual(expect.any(String));

    // Not on /careers, not readable by id, for the poster or anyone else.
    expect((await residentList('?search=pending payroll')).total).toBe(0);
    const hidden = await app.inject({ method: 'GET', url: `/api/jobs/${posted.id}`, ...poster });
    expect(hidden.statusCode).toBe(404);

    const approved = await decide(posted.id, 'approved');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', isApproved: true });

    const listed = await residentList('?search=pending payroll');
    expect(listed.total).toBe(1);
    const shown = await app.inject({ method: 'GET', url: `/api/jobs/${posted.id}`, ...resident });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ id: posted.id, posterEmail: 'poster@hub.test' });
  });

  it('never shows residents the contact e-mail and phone; administrators get them', async () => {
    const job = await createJob({ title: 'Contact Check Role' });
    expect(job.contactEmail).toBe('hiring@nilefinance.test');
    expect(job.contactPhone).toBe('+20 100 000 0000');
    const [listed] = (await residentList('?search=contact check')).items;
    const one = (await app.inject({ method: 'GET', url: `/api/jobs/${job.id}`, ...resident })).json();
    for (const seen of [listed, one]) {
      expect(seen).toBeDefined();
      expect(seen).not.toHaveProperty('contactEmail');
      expect(seen).not.toHaveProperty('contactPhone');
      expect(seen).not.toHaveProperty('status');
    }
  });

  it("shows the committee, never the administrator's own address, on a job an administrator created", async () => {
    const job = await createJob({ title: 'Committee Posted Role' });
    expect(job).toMatchObject({ posterEmail: 'admin@hub.test', isPostedByCommittee: true });
    const [listed] = (await residentList('?search=committee posted')).items;
    const one = (await app.inject({ method: 'GET', url: `/api/jobs/${job.id}`, ...resident })).json();
    for (const seen of [listed, one])
      expect(seen).toMatchObject({
        posterEmail: null,
        isPostedByCommittee: true,
        approvedAt: job.approvedAt,
      });
    expect(Date.parse(job.approvedAt ?? '')).toBeGreaterThan(0);
  });

  it("keeps the poster's address on a resident's job, and records when it was approved", async () => {
    const poster = await signInResident(t);
    const id = await postPendingJob({ title: 'Resident Posted Role' }, poster);
    expect((await adminList('?search=resident posted')).items[0]).toMatchObject({ approvedAt: null });
    const approved = await decide(id, 'approved');
    expect(approved.json().approvedAt).toEqual(expect.any(String));
    const one = (await app.inject({ method: 'GET', url: `/api/jobs/${id}`, ...resident })).json();
    expect(one).toMatchObject({
      posterEmail: poster.email,
      isPostedByCommittee: false,
      approvedAt: approved.json().approvedAt,
    });
  });

  it('names each field with the spec message on bad input', async () => {
    const response = await postAsResident({
      title: 'A',
      company: 'B',
      posterRole: '',
      location: 'C',
      description: 'too short',
      skills: 'ab',
      contactEmail: 'not-an-email',
      contactPhone: '123',
      experienceLevel: 'Guru',
      industry: '',
      jobType: null,
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION');
    expect(error.fields).toEqual({
      title: 'Job title must be at least 2 characters',
      company: 'Company name must be at least 2 characters',
      posterRole: 'Please select your role in the company',
      location: 'Location must be at least 2 characters',
      description: 'Description must be at least 10 characters',
      skills: 'Required skills must be specified',
      contactEmail: 'Please enter a valid email address',
      contactPhone: 'Please enter a valid phone number',
      experienceLevel: 'Please select experience level',
      industry: 'Please select industry',
      jobType: 'Please select job type',
    });
  });

  it('reports missing fields with the same messages, and refuses unknown or oversize fields', async () => {
    const missing = await postAsResident({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toMatchObject({
      title: 'Job title must be at least 2 characters',
      contactEmail: 'Please enter a valid email address',
      industry: 'Please select industry',
    });

    // The client may not choose its own moderation state or poster.
    const sneaky = await postAsResident({ ...validJob(), status: 'approved', isApproved: true });
    expect(sneaky.statusCode).toBe(400);
    expect(sneaky.json().error.fields.status).toMatch(/not a known field/);
    expect(sneaky.json().error.fields.isApproved).toMatch(/not a known field/);

    const oversize = await postAsResident(validJob({ title: 'x'.repeat(300) }));
    expect(oversize.statusCode).toBe(400);
    expect(oversize.json().error.fields.title).toMatch(/255/);
  });

  it('must fill in location, skills, level, industry, type and an 8-character phone (residents.md section 5)', async () => {
    const { location, skills, experienceLevel, industry, jobType, ...adminOnly } = validJob();
    const missing = await postAsResident({ ...adminOnly, contactPhone: '1234567' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({
      location: 'Location must be at least 2 characters',
      skills: 'Required skills must be specified',
      contactPhone: 'Please enter a valid phone number',
      experienceLevel: 'Please select experience level',
      industry: 'Please select industry',
      jobType: 'Please select job type',
    });
    // Blank or cleared, as the dashboard may send them, is still missing for a resident.
    const blank = await postAsResident({
      ...validJob(),
      location: ' ',
      skills: '',
      experienceLevel: '',
      industry: null,
      jobType: undefined,
    });
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json().error.fields).sort()).toEqual(
      ['experienceLevel', 'industry', 'jobType', 'location', 'skills'].sort(),
    );
  });

  it('treats blank optional fields as absent', async () => {
    const id = await postPendingJob({ title: 'Blank Optionals', requirements: '  ', salaryRange: '' });
    const [stored] = (await adminList('?search=blank optionals')).items;
    expect(stored).toMatchObject({ id, requirements: null, salaryRange: null });
  });
});

describe('the careers list', () => {
  it('searches title, company and description case-insensitively, filters by industry, and pages', async () => {
    await createJob({ title: 'Zephyr Designer', company: 'Studio One', industry: 'Design' });
    await createJob({ title: 'Analyst', company: 'ZEPHYR Capital', industry: 'Finance' });
    await createJob({
      title: 'Engineer',
      company: 'Acme',
      description: 'Build the zephyr platform with us.',
      industry: 'Engineering',
    });
    await createJob({ title: 'Literal 100%_match', company: 'Percent Co', industry: 'Other' });

    const all = await residentList('?search=ZePhYr');
    expect(all.total).toBe(3);
    expect(all.items.map((job) => job.title)).toEqual(['Engineer', 'Analyst', 'Zephyr Designer']);

    const finance = await residentList('?search=zephyr&industry=Finance');
    expect(finance.total).toBe(1);
    expect(finance.items[0]?.company).toBe('ZEPHYR Capital');

    const firstPage = await residentList('?search=zephyr&page=1&pageSize=2');
    const secondPage = await residentList('?search=zephyr&page=2&pageSize=2');
    expect(firstPage.total).toBe(3);
    expect(firstPage.items).toHaveLength(2);
    expect(secondPage.total).toBe(3);
    expect(secondPage.items.map((job) => job.title)).toEqual(['Zephyr Designer']);

    // LIKE wildcards in the search are taken literally.
    expect((await residentList(`?search=${encodeURIComponent('100%_')}`)).total).toBe(1);
    expect((await residentList(`?search=${encodeURIComponent('%')}`)).items.map((j) => j.title)).toEqual([
      'Literal 100%_match',
    ]);
  });

  it('refuses an unknown industry or page size', async () => {
    const industry = await app.inject({ method: 'GET', url: '/api/jobs?industry=Wizardry', ...resident });
    expect(industry.statusCode).toBe(400);
    expect(industry.json().error.fields.industry).toBeDefined();
    const size = await app.inject({ method: 'GET', url: '/api/jobs?pageSize=1000', ...resident });
    expect(size.statusCode).toBe(400);
    const badId = await app.inject({ method: 'GET', url: '/api/jobs/not-an-id', ...resident });
    expect(badId.statusCode).toBe(400);
    const unknown = await app.inject({ method: 'GET', url: `/api/jobs/${unknownId}`, ...resident });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('moderation', () => {
  it('lists every non-removed job for admins, filtered by status and search', async () => {
    const pendingId = await postPendingJob({ title: 'Moderation Pending Quokka' });
    const rejectedId = await postPendingJob({ title: 'Moderation Rejected Quokka' });
    expect((await decide(rejectedId, 'rejected')).json()).toMatchObject({
      status: 'rejected',
      isApproved: false,
    });
    const approved = await createJob({ title: 'Moderation Approved Quokka' });
    expect(approved).toMatchObject({ status: 'approved', isApproved: true, isActive: true });
    expect(approved.posterEmail).toBe('admin@hub.test');

    const all = await adminList('?search=quokka');
    expect(all.total).toBe(3);
    expect((await adminList('?search=quokka&status=pending')).items.map((j) => j.id)).toEqual([pendingId]);
    expect((await adminList('?search=quokka&status=rejected')).items.map((j) => j.id)).toEqual([rejectedId]);
    const bad = await app.inject({ method: 'GET', url: '/api/admin/jobs?status=maybe', ...admin });
    expect(bad.statusCode).toBe(400);
  });

  it('approves and rejects only from pending', async () => {
    const id = await postPendingJob({ title: 'Decide Once' });
    expect((await decide(id, 'approved')).statusCode).toBe(200);
    const again = await decide(id, 'rejected');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This job was already approved.');

    const bad = await decide(id, 'pending');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.status).toBe('status must be approved or rejected');
    expect((await decide(unknownId, 'approved')).statusCode).toBe(404);
  });

  it('edits pending and approved jobs and refuses a rejected one', async () => {
    const id = await postPendingJob({ title: 'Editable Job' });
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/admin/jobs/${id}`,
      payload: validJob({ title: 'Edited Job', salaryRange: '' }),
      ...admin,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Edited Job', salaryRange: null, status: 'pending' });

    await decide(id, 'rejected');
    const refused = await app.inject({
      method: 'PUT',
      url: `/api/admin/jobs/${id}`,
      payload: validJob({ title: 'Too Late' }),
      ...admin,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('This job was rejected and can no longer be edited.');

    const invalid = await app.inject({
      method: 'PUT',
      url: `/api/admin/jobs/${id}`,
      payload: validJob({ contactPhone: '  ', contactEmail: 'not-an-email' }),
      ...admin,
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields).toEqual({
      contactPhone: 'Contact phone is required',
      contactEmail: 'Please enter a valid email address',
    });
    const missing = await app.inject({
      method: 'PUT',
      url: `/api/admin/jobs/${unknownId}`,
      payload: validJob(),
      ...admin,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('an administrator creates and edits a job (admin.md section 5)', () => {
  const sixFields = {
    title: 'Gatehouse Receptionist',
    company: 'Compound Management',
    posterRole: 'Manager',
    description: 'Greet visitors.',
    contactEmail: 'Gate@Compound.test',
    contactPhone: '1234',
  };

  it('needs only title, company, role, description, contact e-mail and phone; the rest is stored as null', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/jobs',
      payload: sixFields,
      ...admin,
    });
    expect(response.statusCode).toBe(201);
    const job: AdminJob = response.json();
    expect(job).toMatchObject({
      ...sixFields,
      contactEmail: 'gate@compound.test',
      location: null,
      skills: null,
      experienceLevel: null,
      industry: null,
      jobType: null,
      requirements: null,
      salaryRange: null,
      status: 'approved',
      isApproved: true,
      isActive: true,
    });

    // Residents see it on /careers, in the all-industries list and by id.
    const [listed] = (await residentList('?search=gatehouse receptionist')).items;
    expect(listed).toMatchObject({ id: job.id, location: null, industry: null, jobType: null });
    const one = await app.inject({ method: 'GET', url: `/api/jobs/${job.id}`, ...resident });
    expect(one.statusCode).toBe(200);
    expect((await residentList('?search=gatehouse receptionist&industry=Finance')).total).toBe(0);

    // The CV-Job Match ranks it both ways, by its title words, without skills, industry or level.
    const [entry] = await db
      .insert(cvEntries)
      .values({
        name: 'Gate Keeper',
        email: 'gatekeeper@hub.test',
        title: 'Gatehouse Receptionist',
        section: 'Other',
      })
      .returning();
    const cvs = await app.inject({ method: 'GET', url: `/api/admin/cv-match/jobs/${job.id}`, ...admin });
    expect(cvs.statusCode).toBe(200);
    expect(cvs.json().items.map((m: { cvId: string }) => m.cvId)).toContain(entry?.id);
    const jobsForCv = await app.inject({
      method: 'GET',
      url: `/api/admin/cv-match/cvs/${entry?.id}`,
      ...admin,
    });
    expect(jobsForCv.statusCode).toBe(200);
    expect(jobsForCv.json().items).toContainEqual(
      expect.objectContaining({ jobId: job.id, industry: null, experienceLevel: null, missingSkills: [] }),
    );
  });

  it('takes blank optional fields and cleared selects as null on edit, and still checks the lists', async () => {
    const job = await createJob({ title: 'Clearable Fields Role' });
    const cleared = await app.inject({
      method: 'PUT',
      url: `/api/admin/jobs/${job.id}`,
      payload: {
        ...sixFields,
        title: 'Cleared Fields Role',
        location: ' ',
        skills: '',
        experienceLevel: '',
        industry: null,
      },
      ...admin,
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({
      title: 'Cleared Fields Role',
      location: null,
      skills: null,
      experienceLevel: null,
      industry: null,
      jobType: null,
    });

    const unlisted = await app.inject({
      method: 'POST',
      url: '/api/admin/jobs',
      payload: { ...sixFields, experienceLevel: 'Guru', industry: 'Wizardry', jobType: 'Gig' },
      ...admin,
    });
    expect(unlisted.statusCode).toBe(400);
    expect(unlisted.json().error.fields).toEqual({
      experienceLevel: 'Please select experience level',
      industry: 'Please select industry',
      jobType: 'Please select job type',
    });
  });

  it('still requires the six fields', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/admin/jobs', payload: {}, ...admin });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      title: 'Job title is required',
      company: 'Company is required',
      posterRole: 'Please select your role in the company',
      description: 'Job description is required',
      contactEmail: 'Please enter a valid email address',
      contactPhone: 'Contact phone is required',
    });
  });
});

describe('removal', () => {
  it('delete -> removed list -> restore -> delete -> permanent delete', async () => {
    const job = await createJob({ title: 'Round Trip Role' });
    const before = await countJobs(db);

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/admin/jobs/${job.id}`,
      payload: { reason: 'Filled' },
      ...admin,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({
      removedBy: 'admin@hub.test',
      removalReason: 'Filled',
      removedAt: expect.any(String),
      updatedAt: job.updatedAt,
    });
    expect(await countJobs(db)).toBe(before - 1);
    expect((await residentList('?search=round trip')).total).toBe(0);
    expect((await adminList('?search=round trip')).total).toBe(0);
    const hidden = await app.inject({ method: 'GET', url: `/api/jobs/${job.id}`, ...resident });
    expect(hidden.statusCode).toBe(404);

    const removedList = await app.inject({ method: 'GET', url: '/api/admin/jobs/removed', ...admin });
    expect(removedList.statusCode).toBe(200);
    expect(removedList.json().items.map((j: AdminJob) => j.id)).toContain(job.id);

    // Removed jobs cannot be edited, decided or removed twice.
    const twice = await app.inject({ method: 'DELETE', url: `/api/admin/jobs/${job.id}`, ...admin });
    expect(twice.statusCode).toBe(409);
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/admin/jobs/${job.id}`,
      payload: validJob(),
      ...admin,
    });
    expect(edit.statusCode).toBe(409);

    const restored = await app.inject({ method: 'POST', url: `/api/admin/jobs/${job.id}/restore`, ...admin });
    expect(restored.statusCode).toBe(200);
    // Back exactly as it was.
    expect(restored.json()).toEqual(job);
    expect((await residentList('?search=round trip')).total).toBe(1);
    const restoreAgain = await app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${job.id}/restore`,
      ...admin,
    });
    expect(restoreAgain.statusCode).toBe(409);

    // Permanent delete only from Removed Items.
    const tooSoon = await app.inject({
      method: 'DELETE',
      url: `/api/admin/jobs/${job.id}/permanent`,
      ...admin,
    });
    expect(tooSoon.statusCode).toBe(409);

    // Without a body: no reason.
    const again = await app.inject({ method: 'DELETE', url: `/api/admin/jobs/${job.id}`, ...admin });
    expect(again.statusCode).toBe(200);
    expect(again.json().removalReason).toBeNull();
    const gone = await app.inject({
      method: 'DELETE',
      url: `/api/admin/jobs/${job.id}/permanent`,
      ...admin,
    });
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ ok: true });
    const after = await app.inject({ method: 'GET', url: '/api/admin/jobs/removed', ...admin });
    expect(after.json().items.map((j: AdminJob) => j.id)).not.toContain(job.id);
    expect(
      (await app.inject({ method: 'POST', url: `/api/admin/jobs/${job.id}/restore`, ...admin })).statusCode,
    ).toBe(404);
  });

  it('pages the removed list and refuses unknown fields in the removal body', async () => {
    const a = await createJob({ title: 'Removed A' });
    const b = await createJob({ title: 'Removed B' });
    for (const job of [a, b]) {
      await app.inject({ method: 'DELETE', url: `/api/admin/jobs/${job.id}`, ...admin });
    }
    const first = await app.inject({ method: 'GET', url: '/api/admin/jobs/removed?pageSize=1', ...admin });
    const body = first.json();
    expect(body.total).toBeGreaterThanOrEqual(2);
    expect(body.items).toHaveLength(1);
    expect(body.items[0].id).toBe(b.id);

    const extra = await app.inject({
      method: 'DELETE',
      url: `/api/admin/jobs/${a.id}`,
      payload: { reason: 'x', hard: true },
      ...admin,
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error.fields.hard).toMatch(/not a known field/);
  });
});

describe('OpenAPI', () => {
  it('documents every job route', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/jobs/',
        '/api/jobs/{id}',
        '/api/admin/jobs/',
        '/api/admin/jobs/{id}',
        '/api/admin/jobs/{id}/decision',
        '/api/admin/jobs/removed',
        '/api/admin/jobs/{id}/restore',
        '/api/admin/jobs/{id}/permanent',
      ]),
    );
  });
});
