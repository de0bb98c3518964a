import type { SavedPostList } from '@hub/contract/saved-posts/saved-post.schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createInternship, createJob } from '../../test/factories.ts';
import { createTestApp, signInAdmin, signInResident } from '../../test/helper.ts';
import { jobs } from '../jobs/jobs.table.ts';

const t = await createTestApp();
const { app, db } = t;
const admin = await signInAdmin(t);

type Auth = { headers?: { authorization: string } };

const save = (who: Auth, kind: string, id: string) =>
  app.inject({ method: 'PUT', url: `/api/me/saved/${kind}/${id}`, ...who });
const unsave = (who: Auth, kind: string, id: string) =>
  app.inject({ method: 'DELETE', url: `/api/me/saved/${kind}/${id}`, ...who });
const savedBy = async (who: Auth) => {
  const response = await app.inject({ method: 'GET', url: '/api/me/saved', ...who });
  expect(response.statusCode).toBe(200);
  return (response.json() as SavedPostList).items;
};

const unknownId = '00000000-0000-4000-8000-000000000000';

describe('saved jobs and internships', () => {
  it('saves a job and an internship, newest first, and saving again changes nothing', async () => {
    const member = await signInResident(t);
    const job = await createJob(db, { title: 'Saved Engineer', location: 'Cairo' });
    const internship = await createInternship(db, { title: 'Saved Intern', location: 'Giza' });
    expect((await save(member, 'job', job.id)).json()).toEqual({ ok: true });
    expect((await save(member, 'internship', internship.id)).statusCode).toBe(200);
    expect((await save(member, 'job', job.id)).statusCode).toBe(200);

    expect(await savedBy(member)).toEqual([
      {
        kind: 'internship',
        postId: internship.id,
        title: 'Saved Intern',
        company: internship.company,
        location: 'Giza',
        isOpen: true,
        savedAt: expect.any(String),
      },
      {
        kind: 'job',
        postId: job.id,
        title: 'Saved Engineer',
        company: job.company,
        location: 'Cairo',
        isOpen: true,
        savedAt: expect.any(String),
      },
    ]);
  });

  it('refuses a post residents cannot see (404) and a wrong kind or id (400)', async () => {
    const member = await signInResident(t);
    const pending = await createJob(db, { isApproved: false, status: 'pending' });
    const inactive = await createInternship(db, { isActive: false });
    expect((await save(member, 'job', pending.id)).statusCode).toBe(404);
    expect((await save(member, 'internship', inactive.id)).statusCode).toBe(404);
    expect((await save(member, 'job', unknownId)).json().error.message).toBe('This job is no longer open.');
    // An internship's id is no job.
    expect((await save(member, 'job', (await createInternship(db)).id)).statusCode).toBe(404);
    const badKind = await save(member, 'course', unknownId);
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().error.fields.kind).toBe('kind must be job or internship');
    expect((await save(member, 'job', 'not-an-id')).json().error.fields.postId).toBe(
      'postId must be a valid id',
    );
    expect(await savedBy(member)).toEqual([]);
  });

  it('keeps a post that closed, with only its title and company, and drops one deleted for good', async () => {
    const member = await signInResident(t);
    const closing = await createJob(db, { title: 'Closing Role', location: 'Alexandria' });
    const deleted = await createJob(db, { title: 'Deleted Role' });
    await save(member, 'job', closing.id);
    await save(member, 'job', deleted.id);
    const removal = await app.inject({ method: 'DELETE', url: `/api/admin/jobs/${closing.id}`, ...admin });
    expect(removal.statusCode).toBe(200);
    await db.delete(jobs).where(eq(jobs.id, deleted.id));

    expect(await savedBy(member)).toEqual([
      expect.objectContaining({ postId: closing.id, title: 'Closing Role', location: null, isOpen: false }),
    ]);
  });

  it('unsaves, and unsaving what is not saved is fine', async () => {
    const member = await signInResident(t);
    const job = await createJob(db);
    await save(member, 'job', job.id);
    expect((await unsave(member, 'job', job.id)).json()).toEqual({ ok: true });
    expect((await unsave(member, 'job', job.id)).json()).toEqual({ ok: true });
    expect((await unsave(member, 'internship', unknownId)).statusCode).toBe(200);
    expect(await savedBy(member)).toEqual([]);
  });

  it("is each member's own: another member neither sees nor changes my list; signed out is 401", async () => {
    const mine = await signInResident(t);
    const other = await signInResident(t);
    const job = await createJob(db);
    await save(mine, 'job', job.id);
    expect(await savedBy(other)).toEqual([]);
    await unsave(other, 'job', job.id);
    expect((await savedBy(mine)).map((item) => item.postId)).toEqual([job.id]);

    expect((await app.inject({ method: 'GET', url: '/api/me/saved' })).statusCode).toBe(401);
    expect((await save({}, 'job', job.id)).statusCode).toBe(401);
    expect((await unsave({}, 'job', job.id)).statusCode).toBe(401);
  });
});
