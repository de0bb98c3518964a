import { describe, expect, it } from 'vitest';
import { createInternship, createJob } from '../../test/factories.ts';
import { createTestApp, signInResident } from '../../test/helper.ts';
import { benefits } from '../benefits/benefits.table.ts';
import { courses } from '../courses/courses.table.ts';

const t = await createTestApp();
const { app, db } = t;
const resident = await signInResident(t);

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

const whatsNew = async (since: Date | string, who: { headers?: Record<string, string> } = resident) =>
  app.inject({
    method: 'GET',
    url: `/api/whats-new?since=${encodeURIComponent(typeof since === 'string' ? since : since.toISOString())}`,
    ...who,
  });

describe("What's new", () => {
  it('lists what was published since the last visit, newest first, and nothing residents cannot see', async () => {
    // Posted long ago but approved yesterday: new to the member.
    const approvedLate = await createJob(db, {
      title: 'Night Nurse',
      createdAt: daysAgo(20),
      approvedAt: daysAgo(1),
    });
    await createJob(db, { title: 'Old Opening', approvedAt: daysAgo(9) });
    await createJob(db, { title: 'Waiting Job', status: 'pending', isApproved: false, approvedAt: null });
    await createJob(db, { title: 'Removed Job', approvedAt: daysAgo(1), removedAt: new Date() });
    const internship = await createInternship(db, { title: 'Garden Intern', approvedAt: daysAgo(2) });
    await db.insert(benefits).values([
      {
        title: 'Bakery 10% off',
        description: 'Fresh bread for residents',
        discountPercentage: 10,
        businessName: 'Corner Bakery',
        location: 'Gate 2',
        category: 'Food & Dining',
        createdAt: daysAgo(3),
      },
      {
        title: 'Expired Offer',
        description: 'Gone already',
        discountPercentage: 5,
        businessName: 'Old Shop',
        location: 'Gate 1',
        category: 'Food & Dining',
        validUntil: '2020-01-01',
        createdAt: daysAgo(3),
      },
    ]);
    await db.insert(courses).values({
      title: 'Hidden Course',
      description: 'Not on offer',
      type: 'Workshop',
      instructor: 'Someone',
      duration: '2 weeks',
      isActive: false,
    });

    const answer = await whatsNew(daysAgo(7));
    expect(answer.statusCode).toBe(200);
    expect(answer.json().items.map((item: { title: string }) => item.title)).toEqual([
      'Night Nurse',
      'Garden Intern',
      'Bakery 10% off',
    ]);
    expect(answer.json().items[0]).toEqual({
      kind: 'job',
      id: approvedLate.id,
      title: 'Night Nurse',
      subtitle: expect.any(String),
      at: expect.any(String),
    });
    expect(answer.json().items[1]).toMatchObject({ kind: 'internship', id: internship.id });

    // Nothing since a moment ago.
    expect((await whatsNew(new Date())).json().items).toEqual([]);
  });

  it('looks back 30 days at most, refuses a since that is not a date, and is for members only', async () => {
    await createJob(db, { title: 'Ancient Job', approvedAt: daysAgo(45) });
    const titles = (await whatsNew('2000-01-01T00:00:00Z'))
      .json()
      .items.map((i: { title: string }) => i.title);
    expect(titles).not.toContain('Ancient Job');

    const bad = await whatsNew('yesterday');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('since');

    expect((await whatsNew(daysAgo(1), {})).statusCode).toBe(401);
  });
});
