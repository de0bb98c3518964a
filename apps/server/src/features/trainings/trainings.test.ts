import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signInResident } from '../../test/helper.ts';
import { multipart, PDF } from '../../test/multipart.ts';
import { files } from '../files/files.table.ts';

const t = await createTestApp();
const { app, db, dataDir } = t;
const admin = await signInAdmin(t);
const resident = await signInResident(t);

const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);

async function upload(purpose: 'image' | 'document', name: string, content: Buffer): Promise<string> {
  const body = multipart({}, [{ field: 'file', name, content }]);
  const response = await app.inject({
    method: 'POST',
    url: `/api/files?purpose=${purpose}`,
    payload: body.payload,
    headers: { ...body.headers, ...admin.headers },
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return response.json().storageId;
}

const filesOnDisk = async () => readdir(join(dataDir, 'files')).catch(() => [] as string[]);
const fileRow = async (id: string) => (await db.select().from(files).where(eq(files.id, id)))[0];

const training = (overrides: Record<string, unknown> = {}) => ({
  title: 'First Aid Basics',
  enrollmentStatus: 'open',
  details: 'Two mornings with a certified trainer.',
  tags: [' Health ', '', 'Safety', 'health'],
  capacity: 20,
  ...overrides,
});

const create = (payload: Record<string, unknown>, auth = admin) =>
  app.inject({ method: 'POST', url: '/api/admin/trainings', payload, ...auth });
const update = (id: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: `/api/admin/trainings/${id}`, payload, ...admin });
const residentList = async () =>
  (await app.inject({ method: 'GET', url: '/api/trainings?pageSize=100', ...resident })).json();

describe('trainings', () => {
  it('creates an active training with cleaned tags and a photo every member can see', async () => {
    const photo = await upload('image', 'class.png', PNG);
    const response = await create(training({ photoStorageId: photo, opensAt: '2026-03-01' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      title: 'First Aid Basics',
      enrollmentStatus: 'open',
      tags: ['Health', 'Safety'],
      capacity: 20,
      currentEnrolled: null,
      opensAt: '2026-03-01',
      closesAt: null,
      photoStorageId: photo,
      isActive: true,
    });
    const listed = await residentList();
    expect(listed.items.map((item: { id: string }) => item.id)).toContain(response.json().id);
    const image = await app.inject({ method: 'GET', url: `/api/files/${photo}`, ...resident });
    expect(image.statusCode).toBe(200);
  });

  it('names the fields that are wrong', async () => {
    const empty = await create({ title: '', enrollmentStatus: 'maybe', details: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toMatchObject({
      title: 'Title is required',
      enrollmentStatus: 'Please select an enrollment status',
      details: 'Details are required',
    });
    const fraction = await create(training({ capacity: 2.5 }));
    expect(fraction.json().error.fields.capacity).toBe('Capacity must be a whole number');
    const over = await create(training({ capacity: 5, currentEnrolled: 6 }));
    expect(over.json().error.fields.currentEnrolled).toBe(
      'Currently enrolled cannot be more than the capacity',
    );
    const dates = await create(training({ opensAt: '2026-05-01', closesAt: '2026-04-01' }));
    expect(dates.json().error.fields.closesAt).toBe('Closes must be on or after Opens');
    const notADay = await create(training({ opensAt: 'soon' }));
    expect(notADay.json().error.fields.opensAt).toBe('Opens must be a date');
  });

  it('refuses a photo that is not a fresh image upload', async () => {
    const pdf = await upload('document', 'flyer.pdf', PDF);
    const wrongKind = await create(training({ photoStorageId: pdf }));
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().error.fields.photoStorageId).toContain('cannot be used as the photo');
    const missing = await create(training({ photoStorageId: '00000000-0000-4000-8000-000000000000' }));
    expect(missing.json().error.fields.photoStorageId).toContain('not found');
    // A photo already attached to one training cannot be attached to another.
    const photo = await upload('image', 'shared.png', PNG);
    expect((await create(training({ photoStorageId: photo }))).statusCode).toBe(201);
    expect((await create(training({ photoStorageId: photo }))).statusCode).toBe(400);
  });

  it('edits a training: a new photo replaces the old one, whose file is deleted', async () => {
    const oldPhoto = await upload('image', 'old.png', PNG);
    const { id } = (await create(training({ photoStorageId: oldPhoto }))).json();
    const kept = await update(id, training({ title: 'First Aid Plus', tags: ['CPR'] }));
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ title: 'First Aid Plus', tags: ['CPR'], photoStorageId: oldPhoto });

    const newPhoto = await upload('image', 'new.png', PNG);
    const replaced = await update(id, training({ photoStorageId: newPhoto }));
    expect(replaced.json().photoStorageId).toBe(newPhoto);
    expect(await filesOnDisk()).not.toContain(oldPhoto);
    expect(await fileRow(oldPhoto)).toBeUndefined();
    expect((await fileRow(newPhoto))?.visibility).toBe('members');

    const removed = await update(id, training({ photoStorageId: null }));
    expect(removed.json().photoStorageId).toBeNull();
    expect(await filesOnDisk()).not.toContain(newPhoto);

    const unknown = await update('00000000-0000-4000-8000-000000000000', training());
    expect(unknown.statusCode).toBe(404);
  });

  it('deactivates, reactivates and deletes; inactive trainings are hidden from residents', async () => {
    const photo = await upload('image', 'gone.png', PNG);
    const { id } = (await create(training({ title: 'Yoga', photoStorageId: photo }))).json();
    const off = await app.inject({
      method: 'PATCH',
      url: `/api/admin/trainings/${id}`,
      payload: { isActive: false },
      ...admin,
    });
    expect(off.json().isActive).toBe(false);
    expect((await residentList()).items.map((item: { id: string }) => item.id)).not.toContain(id);
    const adminList = await app.inject({ method: 'GET', url: '/api/admin/trainings?pageSize=100', ...admin });
    expect(adminList.json().items.map((item: { id: string }) => item.id)).toContain(id);

    const bad = await app.inject({
      method: 'PATCH',
      url: `/api/admin/trainings/${id}`,
      payload: { isActive: 'yes' },
      ...admin,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.isActive).toBeDefined();

    const on = await app.inject({
      method: 'PATCH',
      url: `/api/admin/trainings/${id}`,
      payload: { isActive: true },
      ...admin,
    });
    expect(on.json().isActive).toBe(true);

    const deleted = await app.inject({ method: 'DELETE', url: `/api/admin/trainings/${id}`, ...admin });
    expect(deleted.statusCode).toBe(200);
    expect(await filesOnDisk()).not.toContain(photo);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/admin/trainings/${id}`, ...admin })).statusCode,
    ).toBe(404);
  });

  it('keeps changes to administrators and the list to members', async () => {
    expect((await create(training(), resident)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/admin/trainings', ...resident })).statusCode).toBe(
      403,
    );
    expect(
      (
        await app.inject({
          method: 'PATCH',
          url: '/api/admin/trainings/00000000-0000-4000-8000-000000000000',
          payload: { isActive: false },
          ...resident,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ method: 'POST', url: '/api/admin/trainings', payload: training() })).statusCode,
    ).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/trainings' })).statusCode).toBe(401);
  });
});
