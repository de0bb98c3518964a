import { describe, expect, it } from 'vitest';
import { createInternship, createJob } from '../../test/factories.ts';
import { createTestApp, signInAdmin, signInResident } from '../../test/helper.ts';
import { multipart, PDF } from '../../test/multipart.ts';
import { cvEntries } from '../cv-showcase/cv-entries.table.ts';

const t = await createTestApp();
const { app, db } = t;
const admin = await signInAdmin(t);
const mona = await signInResident(t);
const other = await signInResident(t);

const activityOf = async (who: { headers: Record<string, string> }) =>
  (await app.inject({ method: 'GET', url: '/api/me/activity', ...who })).json();

describe('My Activity', () => {
  it("lists the member's applications with their status, posts with moderation state and removal reason, and CV", async () => {
    const job = await createJob(db, { title: 'Data Analyst' });
    const body = multipart(
      {
        jobId: job.id,
        applicantName: 'Mona Adel',
        applicantEmail: mona.email,
        applicantPhone: '+20 111 222 3333',
      },
      [{ field: 'cv', name: 'mona.pdf', content: PDF }],
    );
    const applied = await app.inject({
      method: 'POST',
      url: '/api/applications',
      payload: body.payload,
      headers: { ...body.headers, ...mona.headers },
    });
    expect(applied.statusCode).toBe(201);
    await app.inject({
      method: 'PATCH',
      url: `/api/admin/applications/${applied.json().id}`,
      payload: { status: 'interview' },
      ...admin,
    });
    await createJob(db, {
      title: 'Mona’s opening',
      posterEmail: mona.email,
      status: 'pending',
      isApproved: false,
    });
    await createInternship(db, {
      title: 'Summer intern',
      posterEmail: mona.email,
      removedAt: new Date(),
      removalReason: 'Duplicate post',
    });
    await db
      .insert(cvEntries)
      .values({ name: 'Mona Adel', email: mona.email, title: 'Analyst', section: 'Finance' });

    const mine = await activityOf(mona);
    expect(mine.applications).toEqual([
      expect.objectContaining({ kind: 'job', postId: job.id, title: 'Data Analyst', status: 'interview' }),
    ]);
    expect(mine.posts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'job',
          title: 'Mona’s opening',
          status: 'pending',
          isRemoved: false,
        }),
        expect.objectContaining({ kind: 'internship', isRemoved: true, removalReason: 'Duplicate post' }),
      ]),
    );
    expect(mine.cv).toMatchObject({ name: 'Mona Adel', title: 'Analyst' });
    expect(mine.profile).toBeNull();
  });

  it("shows nobody else's things, and needs a session", async () => {
    const theirs = await activityOf(other);
    expect(theirs).toEqual({ applications: [], posts: [], cv: null, profile: null });
    expect((await app.inject({ method: 'GET', url: '/api/me/activity' })).statusCode).toBe(401);
  });
});
