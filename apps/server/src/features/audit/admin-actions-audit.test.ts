import { type AuditList, auditActionLabel } from '@hub/contract/audit/audit.schema';
import { describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, signInAdmin, signInResident } from '../../test/helper.ts';
import { multipart, PDF } from '../../test/multipart.ts';

const t = await createTestApp();
const { app } = t;
const admin = await signInAdmin(t);
const resident = await signInResident(t, 'cv-owner@hub.test');

/** A 1x1 transparent PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** An administrator's change through the API, which must answer `status`; its body. */
async function asAdmin(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  status = 200,
) {
  const response = await app.inject({ method, url, ...(payload ? { payload } : {}), ...admin });
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
}

async function upload(purpose: 'image' | 'document' | 'portfolio', name: string, content: Buffer) {
  const body = multipart({}, [{ field: 'file', name, content }]);
  const response = await app.inject({
    method: 'POST',
    url: `/api/files?purpose=${purpose}`,
    payload: body.payload,
    headers: { ...body.headers, ...admin.headers },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().storageId as string;
}

/**
 * The actions recorded for one target, newest first. Each was made by the administrator and has a label on the
 * Audit page.
 */
async function trail(targetType: string, targetId: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/admin/audit?targetType=${targetType}&targetId=${targetId}`,
    ...admin,
  });
  expect(response.statusCode).toBe(200);
  const { items } = response.json() as AuditList;
  for (const event of items) {
    expect(event.actorEmail).toBe(ADMIN.email);
    expect(auditActionLabel(event.action)).not.toBe(event.action);
  }
  return items.map((event) => event.action);
}

describe("administrators' changes are in the audit trail", () => {
  it('benefits: create, edit, toggle and delete', async () => {
    const { id } = await asAdmin(
      'POST',
      '/api/admin/benefits',
      {
        title: 'Fresh Bakery Discount',
        description: 'Bread and pastries for residents, every morning.',
        businessName: 'Nour Bakery',
        location: 'Gate 2 Plaza',
        discountPercentage: 20,
        category: 'Dining',
        validUntil: '2030-12-31',
        imageStorageIds: [await upload('image', 'shop.png', PNG)],
      },
      201,
    );
    await asAdmin('PUT', `/api/admin/benefits/${id}`, { title: 'Bakery Discount', imageStorageIds: [] });
    await asAdmin('PATCH', `/api/admin/benefits/${id}`, { showOnHomepage: true });
    await asAdmin('DELETE', `/api/admin/benefits/${id}`);
    expect(await trail('benefit', id)).toEqual([
      'benefit.delete',
      'benefit.toggle',
      'benefit.update',
      'benefit.create',
    ]);
  });

  it('records nothing for a change that did not happen', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    await asAdmin('DELETE', `/api/admin/benefits/${missing}`, undefined, 404);
    await asAdmin('DELETE', `/api/admin/trainings/${missing}`, undefined, 404);
    await asAdmin('DELETE', `/api/admin/profiles/${missing}`, undefined, 404);
    expect(await trail('benefit', missing)).toEqual([]);
    expect(await trail('training', missing)).toEqual([]);
    expect(await trail('profile', missing)).toEqual([]);
  });

  it('courses: add and delete', async () => {
    const { id } = await asAdmin(
      'POST',
      '/api/admin/courses',
      {
        title: 'Intro to Watercolour',
        description: 'Six evenings of painting in the clubhouse.',
        instructor: 'Laila Samir',
        type: 'Workshop',
        duration: '6 weeks',
      },
      201,
    );
    await asAdmin('DELETE', `/api/admin/courses/${id}`);
    expect(await trail('course', id)).toEqual(['course.delete', 'course.create']);
  });

  it('trainings: create, edit, deactivate and delete', async () => {
    const training = {
      title: 'First Aid Basics',
      enrollmentStatus: 'open',
      details: 'Two mornings with a certified trainer.',
      tags: ['Health'],
      capacity: 20,
    };
    const { id } = await asAdmin('POST', '/api/admin/trainings', training, 201);
    await asAdmin('PUT', `/api/admin/trainings/${id}`, { ...training, capacity: 25 });
    await asAdmin('PATCH', `/api/admin/trainings/${id}`, { isActive: false });
    await asAdmin('DELETE', `/api/admin/trainings/${id}`);
    expect(await trail('training', id)).toEqual([
      'training.delete',
      'training.deactivate',
      'training.update',
      'training.create',
    ]);
  });

  it('activities: the paddle document, and a trip created, edited, deactivated and deleted', async () => {
    const document = await upload('document', 'Paddle Rules.pdf', PDF);
    await asAdmin('PUT', '/api/admin/activities/paddle', { storageId: document });
    expect(await trail('paddle-document', document)).toEqual(['paddle-document.upload']);

    const trip = { name: 'Wadi Degla Hike', description: 'A morning hike with breakfast at the canyon.' };
    const { id } = await asAdmin('POST', '/api/admin/activities/trips', trip, 201);
    await asAdmin('PUT', `/api/admin/activities/trips/${id}`, { ...trip, name: 'Wadi Degla Sunrise Hike' });
    await asAdmin('PATCH', `/api/admin/activities/trips/${id}`, { isActive: false });
    await asAdmin('DELETE', `/api/admin/activities/trips/${id}`);
    expect(await trail('trip', id)).toEqual(['trip.delete', 'trip.deactivate', 'trip.update', 'trip.create']);
  });

  it('directory: a corporate profile created, edited, hidden and deleted', async () => {
    const corporate = {
      name: 'Nile Partners',
      title: 'Corporate Partner',
      company: 'Nile Partners LLC',
      contact: 'hello@nilepartners.test',
      industry: 'Consulting',
      skills: 'Strategy, Audit',
    };
    const { id } = await asAdmin(
      'POST',
      '/api/admin/profiles',
      { ...corporate, portfolioStorageId: await upload('portfolio', 'portfolio.pdf', PDF) },
      201,
    );
    await asAdmin('PUT', `/api/admin/profiles/${id}`, { ...corporate, title: 'Strategic Partner' });
    await asAdmin('PATCH', `/api/admin/profiles/${id}/visibility`, { isVisible: false });
    await asAdmin('DELETE', `/api/admin/profiles/${id}`);
    expect(await trail('profile', id)).toEqual([
      'profile.delete',
      'profile.visibility',
      'profile.update',
      'corporate.create',
    ]);
  });

  it("CV showcase: an administrator's edit and delete, not the owner's own edit", async () => {
    const body = multipart(
      { name: 'Layla Hassan', email: 'cv-owner@hub.test', title: 'Data Analyst', section: 'Technology/IT' },
      [{ field: 'cv', name: 'layla.pdf', content: PDF }],
    );
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/cvs',
      payload: body.payload,
      headers: { ...body.headers, ...resident.headers },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { id } = uploaded.json();
    const edit = { name: 'Layla Hassan', title: 'Senior Data Analyst', section: 'Technology/IT' };
    const ownEdit = await app.inject({ method: 'PUT', url: `/api/cvs/${id}`, payload: edit, ...resident });
    expect(ownEdit.statusCode, ownEdit.body).toBe(200);
    expect(await trail('cv', id)).toEqual([]);
    await asAdmin('PUT', `/api/cvs/${id}`, { ...edit, title: 'Lead Data Analyst' });
    await asAdmin('DELETE', `/api/admin/cvs/${id}`);
    expect(await trail('cv', id)).toEqual(['cv.delete', 'cv.update']);
  });

  it('jobs and internships: created and edited by an administrator', async () => {
    const job = {
      title: 'Senior Accountant',
      company: 'Nile Finance',
      posterRole: 'HR Manager',
      location: 'New Cairo',
      description: 'Own the monthly close and reporting for a growing team.',
      requirements: '5 years of experience',
      skills: 'IFRS, Excel, SAP',
      salaryRange: '30,000 - 40,000 EGP',
      contactEmail: 'hiring@nilefinance.test',
      contactPhone: '+20 100 000 0000',
      experienceLevel: 'Senior Level',
      industry: 'Finance',
      jobType: 'Full-time',
    };
    const created = await asAdmin('POST', '/api/admin/jobs', job, 201);
    await asAdmin('PUT', `/api/admin/jobs/${created.id}`, { ...job, title: 'Chief Accountant' });
    expect(await trail('job', created.id)).toEqual(['job.update', 'job.create']);

    const internship = {
      title: 'Data Analyst Intern',
      company: 'Nile Analytics',
      posterRole: 'Hiring Manager',
      description: 'Help the analytics team build dashboards.',
      requirements: 'Final-year student',
      skills: 'SQL, Excel',
      department: 'Technology',
      duration: '3 months',
      isPaid: true,
      stipend: 'EGP 5,000 a month',
      location: 'New Cairo',
      positions: 2,
      contactEmail: 'hr@nile-analytics.test',
      contactPhone: '+20 100 000 0001',
      startDate: 'September 2026',
      applicationDeadline: 'August 15, 2026',
    };
    const posted = await asAdmin('POST', '/api/admin/internships', internship, 201);
    await asAdmin('PUT', `/api/admin/internships/${posted.id}`, { ...internship, positions: 3 });
    expect(await trail('internship', posted.id)).toEqual(['internship.update', 'internship.create']);
  });
});
