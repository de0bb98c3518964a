import { describe, expect, it } from 'vitest';
import { createJob } from '../../test/factories.ts';
import { createTestApp, signInAdmin, signInResident } from '../../test/helper.ts';
import { multipart, PDF } from '../../test/multipart.ts';
import { cvEntries } from '../cv-showcase/cv-entries.table.ts';
import { docxWithText, pdfWithText } from '../cv-showcase/cv-files.fixture.ts';

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
    // Only jobs sharing a skill or a word with the CV are candidates: the accounting job shares neither.
    expect(titles).not.toContain('Accountant');
    const hany = await app.inject({
      method: 'GET',
      url: `/api/admin/cv-match/cvs/${(await db.select().from(cvEntries)).find((row) => row.name === 'Hany')?.id}`,
      ...admin,
    });
    expect(hany.json().items[0]).toMatchObject({ jobId: accountingJob.id, missingSkills: [] });
    expect(basem.id && dina.id).toBeTruthy();
  });

  it('splits job skills on commas, semicolons, line breaks, bars and slashes, both ways', async () => {
    const listed = await createJob(db, {
      title: 'Platform Engineer',
      skills: 'JavaScript; React | PostgreSQL/Docker\nKubernetes,,',
      industry: 'Technology/IT',
      experienceLevel: 'Mid Level',
    });
    const forward = await app.inject({
      method: 'GET',
      url: `/api/admin/cv-match/jobs/${listed.id}`,
      ...admin,
    });
    const first = forward.json().items[0];
    expect(first.name).toBe('Amal');
    expect(first.matchedSkills.sort()).toEqual(['JS', 'Postgres', 'react.js']);
    expect(first.missingSkills).toEqual(['Docker', 'Kubernetes']);
    expect(first.breakdown.skills).toBeCloseTo(3 / 5);
    const reverse = await app.inject({ method: 'GET', url: `/api/admin/cv-match/cvs/${amal.id}`, ...admin });
    const platform = reverse.json().items.find((item: { jobId: string }) => item.jobId === listed.id) as {
      missingSkills: string[];
    };
    expect(platform.missingSkills).toEqual(['Docker', 'Kubernetes']);
  });

  it('uses the text inside uploaded CV files, and matches an unreadable file on its form fields', async () => {
    const astronomy = await createJob(db, {
      title: 'Quasar Astronomer',
      skills: 'Spectroscopy',
      description: 'Observe quasars with our radio telescope.',
      industry: 'Other',
    });
    const upload = async (name: string, file: { name: string; content: Buffer }) => {
      const body = multipart(
        { name, email: `${name.toLowerCase()}@hub.test`, title: 'Resident', section: 'Sales' },
        [{ field: 'cv', ...file }],
      );
      const response = await app.inject({
        method: 'POST',
        url: '/api/cvs',
        payload: body.payload,
        headers: { ...body.headers, ...admin.headers },
      });
      expect(response.statusCode).toBe(201);
      return response.json().id as string;
    };
    const fromPdf = await upload('Nour', {
      name: 'nour.pdf',
      content: pdfWithText('Ten years of quasar spectroscopy\nRadio telescope operator'),
    });
    const fromDocx = await upload('Omar', { name: 'omar.docx', content: docxWithText('Amateur astronomer') });
    await upload('Rana', { name: 'rana.pdf', content: PDF });
    const response = await app.inject({
      method: 'GET',
      url: `/api/admin/cv-match/jobs/${astronomy.id}`,
      ...admin,
    });
    const items = response.json().items as Array<{ cvId: string; breakdown: { text: number } }>;
    // Nothing in their forms links them to the job: only their files' words do. Rana's file has none.
    expect(items.map((item) => item.cvId)).toEqual([fromPdf, fromDocx]);
    expect(items[0]?.breakdown.text).toBeGreaterThan(items[1]?.breakdown.text ?? 1);
    expect(items[1]?.breakdown.text).toBeGreaterThan(0);
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
