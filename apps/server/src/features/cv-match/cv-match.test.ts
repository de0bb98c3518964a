import { describe, expect, it } from 'vitest';
import { createJob } from '../../test/factories.ts';
import { createTestApp, signInAdmin, signInResident } from '../../test/helper.ts';
import { cvEntries } from '../cv-showcase/cv-entries.table.ts';

const t = await createTestApp();
const { app, db } = t;
const admin = await signInAdmin(t);

const job = await createJob(db, {
  title: 'Frontend Developer',
  skills: 'JavaScript, React, PostgreSQL',
  description: 'Build the React front end of our booking product and its PostgreSQL queries.',
  industry: 'Technology/IT',
  experienceLevel: 'Mid Level',
});
const accountingJob = await createJob(db, {
  title: 'Accountant',
  skills: 'Excel, Accounting',
  description: 'Keep the books of a family business.',
  industry: 'Finance',
  experienceLevel: 'Entry Level',
});

const cv = async (values: Partial<typeof cvEntries.$inferInsert> & { name: string }) => {
  const [row] = await db
    .insert(cvEntries)
    .values({
      email: `${values.name.toLowerCase()}@hub.test`,
      title: 'Resident',
      section: 'Other',
      ...values,
    })
    .returning();
  if (!row) throw new Error('cv insert returned nothing');
  return row;
};

// The expected order is written here: all three skills (written differently) > one skill > words only; none excluded.
const amal = await cv({
  name: 'Amal',
  title: 'Frontend Developer',
  section: 'Technology/IT',
  skills: ['JS', 'react.js', 'Postgres'],
  yearsOfExperience: 3,
});
const basem = await cv({
  name: 'Basem',
  title: 'Web Developer',
  section: 'Technology/IT',
  skills: ['JavaScript', 'PHP'],
  yearsOfExperience: 8,
});
const dina = await cv({
  name: 'Dina',
  title: 'Sales Lead',
  section: 'Sales',
  skills: ['Negotiation'],
  bio: 'I follow React and booking products closely.',
});
await cv({
  name: 'Hany',
  title: 'Accountant',
  section: 'Finance',
  skills: ['Excel', 'Accounting'],
  yearsOfExperience: 1,
});

describe('CV-Job match', () => {
  it('ranks CVs for a job by the documented score, best first, with matched and missing skills', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/admin/cv-match/jobs/${job.id}`, ...admin });
    expect(response.statusCode).toBe(200);
    const items = response.json().items as Array<{
      name: string;
      score: number;
      matchedSkills: string[];
      missingSkills: string[];
      yearsOfExperience: number | null;
      breakdown: Record<string, number>;
    }>;
    expect(items.map((item) => item.name)).toEqual(['Amal', 'Basem', 'Dina']);
    const [first, second] = items;
    expect(first?.matchedSkills.sort()).toEqual(['JS', 'Postgres', 'react.js']);
    expect(first?.missingSkills).toEqual([]);
    expect(first?.breakdown).toMatchObject({ skills: 1, industry: 1, experience: 1 });
    expect(first?.yearsOfExperience).toBe(3);
    expect(second?.matchedSkills).toEqual(['JavaScript']);
    expect(second?.missingSkills).toEqual(['React', 'PostgreSQL']);
    // 8 years against Mid Level (2-5): three years out, so 1 - 3/5.
    expect(second?.breakdown.experience).toBeCloseTo(0.4);
    expect(first?.score).toBeGreaterThan(second?.score ?? 100);
    expect(first?.score).toBeLessThanOrEqual(100);
  });

  it('is deterministic', async () => {
    const a = await app.inject({ method: 'GET', url: `/api/admin/cv-match/jobs/${job.id}`, ...admin });
    const b = await app.inject({ method: 'GET', url: `/api/admin/cv-match/jobs/${job.id}`, ...admin });
    expect(a.body).toBe(b.body);
  });

  it('ranks open jobs for a CV', async () => {
    await createJob(db, { title: 'Hidden React job', skills: 'React', isApproved: false, status: 'pending' });
    const response = await app.inject({ method: 'GET', url: `/api/admin/cv-match/cvs/${amal.id}`, ...admin });
    expect(response.statusCode).toBe(200);
    const titles = response.json().items.map((item: { title: string }) => item.title);
    expect(titles[0]).toBe('Frontend Developer');
    expect(titles).not.toContain('Hidden React job');
    expect(titles.indexOf('Accountant')).toBeGreaterThan(0);
    expect(accountingJob.id).toBeDefined();
    expect(basem.id && dina.id).toBeTruthy();
  });

  it('answers 404 for an unknown job or CV, 400 for a bad id, and only to administrators', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await app.inject({ method: 'GET', url: `/api/admin/cv-match/jobs/${unknown}`, ...admin })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: `/api/admin/cv-match/cvs/${unknown}`, ...admin })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/cv-match/jobs/x', ...admin })).statusCode,
    ).toBe(400);
    const resident = await signInResident(t);
    expect(
      (await app.inject({ method: 'GET', url: `/api/admin/cv-match/jobs/${job.id}`, ...resident }))
        .statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'GET', url: `/api/admin/cv-match/jobs/${job.id}` })).statusCode).toBe(
      401,
    );
  });
});
