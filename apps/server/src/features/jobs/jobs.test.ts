import type { AdminJob } from '@hub/contract/jobs/job.schema';
import { describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signInResident } from '../../test/helper.ts';
import { cvEntries } from '../cv-showcase/index.ts';
import { JOB_CASE, postClient } from '../moderated-posts/post-kind-cases.fixture.ts';

// What jobs alone have: the fields residents must fill in, the six the dashboard needs, the poster's address on
// /careers and the CV-Job Match. Every case jobs share with internships is in moderated-posts.test.ts.
const t = await createTestApp();
const { app, db } = t;
const admin = await signInAdmin(t);
const resident = await signInResident(t);
const jobs = postClient(t, JOB_CASE, admin, resident);
const validJob = JOB_CASE.valid;

describe('a resident posts a job', () => {
  it('names each field with the spec message on bad input', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/jobs',
      payload: {
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
      },
      ...resident,
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

  it('must fill in location, skills, level, industry, type and an 8-character phone (residents.md section 5)', async () => {
    const { location, skills, experienceLevel, industry, jobType, ...adminOnly } = validJob();
    const missing = await app.inject({
      method: 'POST',
      url: '/api/jobs',
      payload: { ...adminOnly, contactPhone: '1234567' },
      ...resident,
    });
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
    const blank = await jobs.submit({
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

  it("shows residents the poster's address, and null, never the administrator's own, on the committee's jobs", async () => {
    const committeeJob = await jobs.create({ title: 'Committee Address Role' });
    const [listed] = (await jobs.residentList('?search=committee address')).items;
    const one = (await jobs.readPublic(committeeJob.id)).json();
    for (const seen of [listed, one]) expect(seen).toMatchObject({ posterEmail: null });

    const poster = await signInResident(t);
    const id = await jobs.submitPending({ title: 'Resident Address Role' }, poster);
    await jobs.decide(id, 'approved');
    expect((await jobs.readPublic(id)).json()).toMatchObject({ posterEmail: poster.email });
  });
});

describe('the careers list', () => {
  it('refuses an unknown industry', async () => {
    const industry = await jobs.residentListResponse('?industry=Wizardry');
    expect(industry.statusCode).toBe(400);
    expect(industry.json().error.fields.industry).toBeDefined();
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
    const [listed] = (await jobs.residentList('?search=gatehouse receptionist')).items;
    expect(listed).toMatchObject({ id: job.id, location: null, industry: null, jobType: null });
    expect((await jobs.readPublic(job.id)).statusCode).toBe(200);
    expect((await jobs.residentList('?search=gatehouse receptionist&industry=Finance')).total).toBe(0);

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
    const job = await jobs.create({ title: 'Clearable Fields Role' });
    const cleared = await jobs.edit(job.id, {
      ...sixFields,
      title: 'Cleared Fields Role',
      location: ' ',
      skills: '',
      experienceLevel: '',
      industry: null,
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
