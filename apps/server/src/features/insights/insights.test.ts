import { describe, expect, it } from 'vitest';
import { createInternship, createJob } from '../../test/factories.ts';
import { createTestApp, signInAdmin, signInResident } from '../../test/helper.ts';

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
    const request = await app.inject({
      method: 'POST',
      url: '/api/access-requests',
      payload: { fullName: 'Asker', email: 'asker@hub.test', unitNumber: 'Z-1', mobile: '+20 100 000 0009' },
    });
    await app.inject({
      method: 'PATCH',
      url: `/api/admin/access-requests/${request.json().id}`,
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
