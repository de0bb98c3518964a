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
const download = (storageId: string, auth = resident) =>
  app.inject({ method: 'GET', url: `/api/files/${storageId}`, ...auth });

const setPaddle = (storageId: string, auth = admin) =>
  app.inject({ method: 'PUT', url: '/api/admin/activities/paddle', payload: { storageId }, ...auth });
const getPaddle = async () =>
  (await app.inject({ method: 'GET', url: '/api/activities/paddle', ...resident })).json();

describe('the paddle club document', () => {
  it('is null until uploaded, then readable by members; a new upload replaces it and deletes the old file', async () => {
    expect(await getPaddle()).toEqual({ document: null });

    const first = await upload('document', 'Paddle Rules.pdf', PDF);
    const set = await setPaddle(first);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({
      documentStorageId: first,
      documentFileName: 'Paddle Rules.pdf',
      uploadedBy: 'admin@hub.test',
    });
    expect((await getPaddle()).document.documentStorageId).toBe(first);
    const read = await download(first);
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(PDF)).toBe(true);

    // Sending the same file again changes nothing and deletes nothing.
    expect((await setPaddle(first)).statusCode).toBe(200);
    expect(await filesOnDisk()).toContain(first);

    const second = await upload('document', 'Paddle Rules 2026.pdf', PDF);
    const replaced = await setPaddle(second);
    expect(replaced.json()).toMatchObject({
      documentStorageId: second,
      documentFileName: 'Paddle Rules 2026.pdf',
    });
    expect(await filesOnDisk()).not.toContain(first);
    expect(await fileRow(first)).toBeUndefined();
    expect((await download(first)).statusCode).toBe(404);
    expect((await getPaddle()).document.documentStorageId).toBe(second);
  });

  it('refuses an image, an unknown file and a bad id, naming the field', async () => {
    const image = await upload('image', 'paddle.png', PNG);
    const wrongKind = await setPaddle(image);
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().error.fields.storageId).toContain('cannot be used as the document');
    const unknown = await setPaddle('00000000-0000-4000-8000-000000000000');
    expect(unknown.json().error.fields.storageId).toContain('not found');
    const notAnId = await setPaddle('paddle.pdf');
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json().error.fields.storageId).toBe('storageId must be a valid id');
  });

  it('is set by administrators only', async () => {
    const doc = await upload('document', 'x.pdf', PDF);
    expect((await setPaddle(doc, resident)).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'PUT', url: '/api/admin/activities/paddle', payload: { storageId: doc } }))
        .statusCode,
    ).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/activities/paddle' })).statusCode).toBe(401);
  });
});

const trip = (overrides: Record<string, unknown> = {}) => ({
  name: 'Wadi Degla Hike',
  description: 'A morning hike with breakfast at the canyon.',
  ...overrides,
});
const createTrip = (payload: Record<string, unknown>, auth = admin) =>
  app.inject({ method: 'POST', url: '/api/admin/activities/trips', payload, ...auth });
const updateTrip = (id: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: `/api/admin/activities/trips/${id}`, payload, ...admin });
const residentTrips = async () =>
  (await app.inject({ method: 'GET', url: '/api/activities/trips?pageSize=100', ...resident })).json();

describe('trips', () => {
  it('creates an active trip with an image and a document that members can read', async () => {
    const image = await upload('image', 'canyon.png', PNG);
    const document = await upload('document', 'Hike plan.pdf', PDF);
    const response = await createTrip(trip({ imageStorageId: image, documentStorageId: document }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      ...trip(),
      isActive: true,
      imageStorageId: image,
      documentStorageId: document,
      documentFileName: 'Hike plan.pdf',
      // No name was given: residents see the document's kind and its file name.
      documentName: null,
      postedBy: 'admin@hub.test',
    });
    const listed = await residentTrips();
    expect(listed.items.map((item: { id: string }) => item.id)).toContain(response.json().id);
    expect((await download(image)).statusCode).toBe(200);
    expect((await download(document)).headers['content-disposition']).toContain('Hike%20plan.pdf');
  });

  it("keeps the document's given name, which is what residents see, while the trip has a document", async () => {
    const document = await upload('document', 'itinerary_v3_final.pdf', PDF);
    const created = await createTrip(
      trip({ name: 'Siwa Weekend', documentStorageId: document, documentName: ' Day-by-day plan ' }),
    );
    expect(created.json()).toMatchObject({
      documentName: 'Day-by-day plan',
      documentFileName: 'itinerary_v3_final.pdf',
    });
    const { id } = created.json();
    const listed = (await residentTrips()).items.find((item: { id: string }) => item.id === id);
    expect(listed.documentName).toBe('Day-by-day plan');
    // Left out keeps it, also with a new file; blank clears it.
    const newDocument = await upload('document', 'itinerary_v4.pdf', PDF);
    const replaced = await updateTrip(id, trip({ name: 'Siwa Weekend', documentStorageId: newDocument }));
    expect(replaced.json()).toMatchObject({
      documentName: 'Day-by-day plan',
      documentFileName: 'itinerary_v4.pdf',
    });
    const renamed = await updateTrip(id, trip({ name: 'Siwa Weekend', documentName: 'Packing list' }));
    expect(renamed.json().documentName).toBe('Packing list');
    expect(
      (await updateTrip(id, trip({ name: 'Siwa Weekend', documentName: '' }))).json().documentName,
    ).toBeNull();
    // A name without a document is not kept.
    const named = await updateTrip(
      id,
      trip({ name: 'Siwa Weekend', documentName: 'Plan', documentStorageId: null }),
    );
    expect(named.json()).toMatchObject({ documentStorageId: null, documentName: null });
    const tooLong = await createTrip(trip({ documentName: 'x'.repeat(256) }));
    expect(tooLong.json().error.fields.documentName).toBe('Document name must be at most 255 characters');
  });

  it('answers no name for older trips whose document name was only their file name', async () => {
    const document = await upload('document', 'Camp itinerary.pdf', PDF);
    const { id } = (await createTrip(trip({ name: 'Old Camp', documentStorageId: document }))).json();
    // How trips were stored before documents could be named.
    await db.execute(`UPDATE trips SET document_name = 'Camp itinerary' WHERE id = '${id}'`);
    const listed = (await residentTrips()).items.find((item: { id: string }) => item.id === id);
    expect(listed).toMatchObject({ documentName: null, documentFileName: 'Camp itinerary.pdf' });
  });

  it('names the missing fields and refuses files of the wrong kind', async () => {
    const empty = await createTrip({ name: '', description: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toMatchObject({
      name: 'Name is required',
      description: 'Description is required',
    });
    const pdf = await upload('document', 'not-an-image.pdf', PDF);
    const wrongImage = await createTrip(trip({ imageStorageId: pdf }));
    expect(wrongImage.statusCode).toBe(400);
    expect(wrongImage.json().error.fields.imageStorageId).toContain('cannot be used as the image');
    const png = await upload('image', 'not-a-document.png', PNG);
    const wrongDocument = await createTrip(trip({ documentStorageId: png }));
    expect(wrongDocument.json().error.fields.documentStorageId).toContain('cannot be used as the document');
    // Nothing was attached, so the refused uploads stay private.
    expect((await fileRow(pdf))?.visibility).toBe('private');
  });

  it('edits a trip: new files replace the old ones, which are deleted; leaving them out keeps them', async () => {
    const oldImage = await upload('image', 'old.png', PNG);
    const oldDocument = await upload('document', 'old.pdf', PDF);
    const { id } = (
      await createTrip(trip({ imageStorageId: oldImage, documentStorageId: oldDocument }))
    ).json();

    const renamed = await updateTrip(id, trip({ name: 'Wadi Degla Sunrise Hike' }));
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      name: 'Wadi Degla Sunrise Hike',
      imageStorageId: oldImage,
      documentStorageId: oldDocument,
      isActive: true,
    });

    const newImage = await upload('image', 'new.png', PNG);
    const newDocument = await upload('document', 'New plan.pdf', PDF);
    const replaced = await updateTrip(
      id,
      trip({ imageStorageId: newImage, documentStorageId: newDocument, isActive: false }),
    );
    expect(replaced.json()).toMatchObject({
      imageStorageId: newImage,
      documentStorageId: newDocument,
      documentFileName: 'New plan.pdf',
      isActive: false,
    });
    const onDisk = await filesOnDisk();
    expect(onDisk).not.toContain(oldImage);
    expect(onDisk).not.toContain(oldDocument);
    expect(onDisk).toEqual(expect.arrayContaining([newImage, newDocument]));

    const removed = await updateTrip(id, trip({ documentStorageId: null }));
    expect(removed.json()).toMatchObject({
      documentStorageId: null,
      documentFileName: null,
      documentName: null,
    });
    expect(await filesOnDisk()).not.toContain(newDocument);

    expect((await updateTrip('00000000-0000-4000-8000-000000000000', trip())).statusCode).toBe(404);
  });

  it('activates, deactivates and deletes with its files; inactive trips are hidden from residents', async () => {
    const image = await upload('image', 'boat.png', PNG);
    const document = await upload('document', 'boat.pdf', PDF);
    const { id } = (
      await createTrip(trip({ name: 'Nile Felucca', imageStorageId: image, documentStorageId: document }))
    ).json();
    const toggle = (isActive: unknown) =>
      app.inject({
        method: 'PATCH',
        url: `/api/admin/activities/trips/${id}`,
        payload: { isActive },
        ...admin,
      });

    expect((await toggle(false)).json().isActive).toBe(false);
    expect((await residentTrips()).items.map((item: { id: string }) => item.id)).not.toContain(id);
    const adminList = await app.inject({
      method: 'GET',
      url: '/api/admin/activities/trips?pageSize=100',
      ...admin,
    });
    expect(adminList.json().items.map((item: { id: string }) => item.id)).toContain(id);
    expect((await toggle('no')).statusCode).toBe(400);
    expect((await toggle(true)).json().isActive).toBe(true);

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/admin/activities/trips/${id}`,
      ...admin,
    });
    expect(deleted.statusCode).toBe(200);
    const onDisk = await filesOnDisk();
    expect(onDisk).not.toContain(image);
    expect(onDisk).not.toContain(document);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/admin/activities/trips/${id}`, ...admin })).statusCode,
    ).toBe(404);
  });

  it('keeps changes to administrators and the list to members', async () => {
    expect((await createTrip(trip(), resident)).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/activities/trips', ...resident })).statusCode,
    ).toBe(403);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: '/api/admin/activities/trips/00000000-0000-4000-8000-000000000000',
          ...resident,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ method: 'POST', url: '/api/admin/activities/trips', payload: trip() })).statusCode,
    ).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/activities/trips' })).statusCode).toBe(401);
  });
});
