import { describe, expect, it } from 'vitest';
import { createInternship, createJob } from '../../test/factories.ts';
import { createTestApp, signInAdmin, signInResident } from '../../test/helper.ts';
import { sectorOf } from './insights.service.ts';

const t = await createTestApp();
const { app, db } = t;
const admin = await signInAdmin(t);

describe('insights', () => {
  it('counts twelve weeks of activity, posts by industry and the access funnel', async () => {
    const resident = await signInResident(t);
    await signInResident(t);
    await createJob(db, { industry: 'Finance' });
    await createJob(db, { industry: 'Finance' });
    await createJob(db, { industry: 'Finance', status: 'pending', isApproved: false });
    await createInternship(db, { department: 'Finance' });
    await app.inject({
      method: 'POST',
      url: '/api/access-requests',
      payload: { fullName: 'Asker', email: 'asker@hub.test', unitNumber: 'Z-1', mobile: '+20 100 000 0009' },
    });
    // The public answer carries no id: the administrator finds the request in the list.
    const requests = await app.inject({ method: 'GET', url: '/api/admin/access-requests', ...admin });
    const asked = requests.json().items.find((item: { email: string }) => item.email === 'asker@hub.test');
    await app.inject({
      method: 'PATCH',
      url: `/api/admin/access-requests/${asked.id}`,
      payload: { status: 'approved' },
      ...admin,
    });
    await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'asker@hub.test' } });

    const response = await app.inject({ method: 'GET', url: '/api/admin/insights', ...admin });
    expect(response.statusCode).toBe(200);
    const insights = response.json();
    expect(insights.applicationsPerWeek).toHaveLength(12);
    expect(insights.residentsSignedInPerWeek.at(-1).residents).toBe(3);
    expect(insights.postsByIndustry).toContainEqual({ industry: 'Finance', jobs: 2, internships: 1 });
    expect(insights.accessFunnel).toEqual({ requested: 1, approved: 1, firstSignIn: 1 });
    expect((await app.inject({ method: 'GET', url: '/api/admin/insights', ...resident })).statusCode).toBe(
      403,
    );
  });
});

describe('posts by sector', () => {
  it("counts an internship's 'Technology' and a job's 'Technology/IT' as one sector, and no bar twice", async () => {
    await createJob(db, { industry: 'Technology/IT' });
    await createJob(db, { industry: 'Technology/IT' });
    await createInternship(db, { department: 'Technology' });
    await createInternship(db, { department: 'technology ' });
    await createInternship(db, { department: 'Media & Communications' });
    await createJob(db, { industry: null });
    await createInternship(db, { department: '' });
    const { postsByIndustry } = (
      await app.inject({ method: 'GET', url: '/api/admin/insights', ...admin })
    ).json();
    expect(postsByIndustry).toContainEqual({ industry: 'Technology/IT', jobs: 2, internships: 2 });
    expect(postsByIndustry).toContainEqual({ industry: 'Media & Communications', jobs: 0, internships: 1 });
    expect(postsByIndustry).toContainEqual({ industry: 'Other', jobs: 1, internships: 1 });
    const names = postsByIndustry.map((row: { industry: string }) => row.industry);
    expect(names).not.toContain('Technology');
    expect(new Set(names).size).toBe(names.length);
    // Busiest first.
    expect(names[0]).toBe('Technology/IT');
  });

  it('names each sector the way the job industries do', () => {
    expect(sectorOf('Technology')).toBe('Technology/IT');
    expect(sectorOf('IT')).toBe('Technology/IT');
    expect(sectorOf('HR')).toBe('Human Resources');
    expect(sectorOf('finance')).toBe('Finance');
    expect(sectorOf('Media & Communications')).toBe('Media & Communications');
    expect(sectorOf('Aviation')).toBe('Aviation');
    expect(sectorOf(null)).toBe('Other');
    expect(sectorOf('  ')).toBe('Other');
  });
});
