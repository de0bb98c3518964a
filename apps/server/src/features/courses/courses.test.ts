import { describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signInResident } from '../../test/helper.ts';

const t = await createTestApp();
const { app } = t;
const admin = await signInAdmin(t);
const resident = await signInResident(t);

const course = (overrides: Record<string, unknown> = {}) => ({
  title: 'Intro to Watercolour',
  description: 'Six evenings of painting in the clubhouse.',
  instructor: 'Laila Samir',
  type: 'Workshop',
  duration: '6 weeks',
  ...overrides,
});

const addCourse = (payload: Record<string, unknown>, auth = admin) =>
  app.inject({ method: 'POST', url: '/api/admin/courses', payload, ...auth });

describe('courses', () => {
  it('an administrator adds a course, saved active, and residents see it', async () => {
    const created = await addCourse(course());
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ ...course(), status: 'active', isActive: true });

    const listed = await app.inject({ method: 'GET', url: '/api/courses', ...resident });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().items.map((c: { id: string }) => c.id)).toContain(created.json().id);
    // Residents get the course, not its moderation fields.
    expect(listed.json().items[0]).not.toHaveProperty('status');
    const one = await app.inject({ method: 'GET', url: `/api/courses/${created.json().id}`, ...resident });
    expect(one.json()).toMatchObject({ ...course(), id: created.json().id });
    expect(one.json()).not.toHaveProperty('status');
    const missing = await app.inject({
      method: 'GET',
      url: '/api/courses/00000000-0000-4000-8000-000000000000',
      ...resident,
    });
    expect(missing.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/courses/not-an-id', ...resident })).statusCode).toBe(
      400,
    );
    expect((await app.inject({ method: 'GET', url: `/api/courses/${created.json().id}` })).statusCode).toBe(
      401,
    );

    const adminList = await app.inject({ method: 'GET', url: '/api/admin/courses?pageSize=1', ...admin });
    expect(adminList.json().items).toHaveLength(1);
    expect(adminList.json().total).toBeGreaterThanOrEqual(1);
  });

  it('names every missing field', async () => {
    const response = await addCourse({ title: ' ', description: '', instructor: '', type: '', duration: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      title: 'Title is required',
      description: 'Description is required',
      instructor: 'Instructor is required',
      type: 'Type is required',
      duration: 'Duration is required',
    });
    const unknown = await addCourse(course({ price: '100' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields.price).toBeDefined();
  });

  it('deletes a course; a second delete answers 404', async () => {
    const { id } = (await addCourse(course({ title: 'Pottery' }))).json();
    const deleted = await app.inject({ method: 'DELETE', url: `/api/admin/courses/${id}`, ...admin });
    expect(deleted.statusCode).toBe(200);
    const again = await app.inject({ method: 'DELETE', url: `/api/admin/courses/${id}`, ...admin });
    expect(again.statusCode).toBe(404);
    const listed = await app.inject({ method: 'GET', url: '/api/courses?pageSize=100', ...resident });
    expect(listed.json().items.map((c: { id: string }) => c.id)).not.toContain(id);
  });

  it('keeps the admin routes to administrators and the list to members', async () => {
    expect((await addCourse(course(), resident)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/admin/courses', ...resident })).statusCode).toBe(
      403,
    );
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/courses/notify-count', ...resident })).statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ method: 'POST', url: '/api/admin/courses', payload: course() })).statusCode,
    ).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/courses' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/courses/notify' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/courses/notify' })).statusCode).toBe(401);
  });
});

describe('notify me when courses open', () => {
  const count = async () =>
    (await app.inject({ method: 'GET', url: '/api/admin/courses/notify-count', ...admin })).json().total;

  it('records a request once per resident and counts it for administrators', async () => {
    const someone = await signInResident(t);
    const before = await count();
    const status = await app.inject({ method: 'GET', url: '/api/courses/notify', ...someone });
    expect(status.json()).toEqual({ isRequested: false, requestedAt: null });

    const first = await app.inject({ method: 'POST', url: '/api/courses/notify', ...someone });
    expect(first.statusCode).toBe(201);
    expect(first.json().isAlreadyRequested).toBe(false);
    const second = await app.inject({ method: 'POST', url: '/api/courses/notify', ...someone });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ isAlreadyRequested: true, requestedAt: first.json().requestedAt });

    const after = await app.inject({ method: 'GET', url: '/api/courses/notify', ...someone });
    expect(after.json()).toEqual({ isRequested: true, requestedAt: first.json().requestedAt });
    expect(await count()).toBe(before + 1);

    // Another resident's request counts separately.
    const neighbour = await signInResident(t);
    expect((await app.inject({ method: 'POST', url: '/api/courses/notify', ...neighbour })).statusCode).toBe(
      201,
    );
    expect(await count()).toBe(before + 2);

    // An administrator trying the button is not a resident waiting for courses.
    expect((await app.inject({ method: 'POST', url: '/api/courses/notify', ...admin })).statusCode).toBe(201);
    expect(await count()).toBe(before + 2);
  });
});
