import { describe, expect, it } from 'vitest';
import { createInternship, createJob } from '../../test/factories.ts';
import { createTestApp, signInAdmin, signInResident } from '../../test/helper.ts';
import { courses } from '../courses/courses.table.ts';
import { cvEntries } from '../cv-showcase/cv-entries.table.ts';

const t = await createTestApp();
const { app, db } = t;
const resident = await signInResident(t);

const stats = async (auth: { headers: Record<string, string> } = resident) =>
  app.inject({ method: 'GET', url: '/api/stats', ...auth });

describe('GET /api/stats', () => {
  it('answers zeros on a fresh community', async () => {
    const response = await stats();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ totalJobs: 0, totalInternships: 0, totalCourses: 0, totalCvs: 0 });
  });

  it('counts only what residents can see', async () => {
    await createJob(db);
    await createJob(db, { isApproved: false, status: 'pending' });
    await createJob(db, { isApproved: false, status: 'rejected' });
    await createJob(db, { isActive: false });
    await createJob(db, { removedAt: new Date(), removedBy: 'admin@hub.test' });
    await createInternship(db);
    await createInternship(db);
    await createInternship(db, { isApproved: false, status: 'pending' });
    await createInternship(db, { removedAt: new Date() });
    const course = {
      title: 'Python',
      description: 'Basics',
      type: 'Workshop',
      instructor: 'Ola',
      duration: '4 weeks',
    };
    await db.insert(courses).values([course, { ...course, isActive: false }, course]);
    await db
      .insert(cvEntries)
      .values({ name: 'Mona', email: 'mona@hub.test', title: 'Engineer', section: 'Technology/IT' });

    expect((await stats()).json()).toEqual({
      totalJobs: 1,
      totalInternships: 2,
      totalCourses: 2,
      totalCvs: 1,
    });
  });

  it('is for signed-in members, administrators included', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/stats' })).statusCode).toBe(401);
    expect((await stats(await signInAdmin(t))).statusCode).toBe(200);
  });
});
