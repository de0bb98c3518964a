import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  AUDIT_TARGET_TYPES,
  type AuditEvent,
  type AuditList,
  type AuditName,
} from '@hub/contract/audit/audit.schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createInternship, createJob } from '../../test/factories.ts';
import { ADMIN, createTestApp, signInAdmin, signInResident } from '../../test/helper.ts';
import { multipart, PDF } from '../../test/multipart.ts';
import { accessRequests } from '../access-requests/access-requests.table.ts';
import { applications } from '../applications/applications.table.ts';
import { users } from '../../db/users.table.ts';
import { outbox } from '../mail/mail.table.ts';
import { auditEvents } from '../../db/audit.table.ts';

const t = await createTestApp();
const { app, db } = t;
const admin = await signInAdmin(t);

/** An administrator's call, which must answer `status`; its body. */
async function asAdmin(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  const response = await app.inject({ method, url, ...(payload ? { payload } : {}), ...admin });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
}

/** The events of one target, newest first, as the Audit page reads them. */
async function eventsOf(targetType: string, targetId: string) {
  const list = (await asAdmin(
    'GET',
    `/api/admin/audit?targetType=${targetType}&targetId=${targetId}`,
  )) as AuditList;
  return list.items;
}

/** The one event of `action` on a target. */
async function eventOf(action: string, targetType: string, targetId: string) {
  const event = (await eventsOf(targetType, targetId)).find((each) => each.action === action);
  expect(event, `${action} on ${targetType} ${targetId}`).toBeDefined();
  return event as AuditEvent;
}

const existing = (name: string, link: string | null, detail: string | null = null): AuditName => ({
  name,
  detail,
  isDeleted: false,
  link,
});
const deleted = (recorded: string | null): AuditName => ({
  name: recorded,
  detail: null,
  isDeleted: true,
  link: null,
});

const uploadFile = async (purpose: 'image' | 'document' | 'portfolio', name: string) => {
  const body = multipart({}, [{ field: 'file', name, content: PDF }]);
  const response = await app.inject({
    method: 'POST',
    url: `/api/files?purpose=${purpose}`,
    payload: body.payload,
    headers: { ...body.headers, ...admin.headers },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().storageId as string;
};

describe('the audit trail names who did what to what', () => {
  it('knows every target type the server records', async () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const sources = (await readdir(root, { recursive: true })).filter(
      (path) => path.endsWith('.ts') && !path.endsWith('.test.ts'),
    );
    const recorded = new Set<string>();
    for (const path of sources)
      for (const [, type] of (await readFile(join(root, path), 'utf8')).matchAll(/targetType: '([a-z-]+)'/g))
        recorded.add(type as string);
    // Jobs and internships name theirs by kind (moderated-posts/post-routes.ts).
    recorded.add('job').add('internship');
    const known = AUDIT_TARGET_TYPES.map((type) => type.key as string);
    expect(recorded.size).toBeGreaterThan(10);
    expect([...recorded].filter((type) => !known.includes(type))).toEqual([]);
  });

  it("names the administrator who acted, by the account's address", async () => {
    await asAdmin('POST', '/api/admin/whitelist', { email: 'named-actor@hub.test' });
    const [event] = (await asAdmin('GET', '/api/admin/audit?action=whitelist.add')).items as AuditEvent[];
    expect(event?.actor).toEqual(existing(ADMIN.email, null));
  });

  it('user: a resident who signed in, then whose account is gone', async () => {
    const resident = await signInResident(t, 'named-resident@hub.test');
    const [account] = await db.select().from(users).where(eq(users.email, resident.email));
    const id = account?.id ?? '';
    const signIn = await eventOf('sign-in.resident', 'user', id);
    const named = existing('Test Resident', '/admin?tab=whitelist', 'named-resident@hub.test');
    expect(signIn.actor).toEqual(named);
    expect(signIn.target).toEqual(named);
    await db.delete(users).where(eq(users.id, id));
    const after = await eventOf('sign-in.resident', 'user', id);
    // Nothing named it at the time but the address it acted with.
    expect(after.actor).toEqual(deleted('named-resident@hub.test'));
    expect(after.target).toEqual(deleted('named-resident@hub.test'));
  });

  it("whitelist: an entry's person and address, and the address once removed", async () => {
    const { id } = await asAdmin('POST', '/api/admin/whitelist', { email: 'entry@hub.test' });
    expect((await eventOf('whitelist.add', 'whitelist', id)).target).toEqual(
      existing('entry@hub.test', '/admin?tab=whitelist'),
    );
    await asAdmin('PUT', `/api/admin/whitelist/${id}`, {
      email: 'entry@hub.test',
      name: 'Entry Person',
      unit: 'B-2',
      phone: null,
      isActive: true,
    });
    expect((await eventOf('whitelist.add', 'whitelist', id)).target).toEqual(
      existing('Entry Person', '/admin?tab=whitelist', 'entry@hub.test'),
    );
    await asAdmin('DELETE', `/api/admin/whitelist/${id}`);
    for (const event of await eventsOf('whitelist', id))
      expect(event.target).toEqual(deleted('entry@hub.test'));
  });

  it("access request: the asker's name and address", async () => {
    await app.inject({
      method: 'POST',
      url: '/api/access-requests',
      payload: {
        fullName: 'Omar Asker',
        email: 'omar@hub.test',
        unitNumber: 'C-3',
        mobile: '+20 100 000 0042',
      },
    });
    // The public answer carries no id.
    const [{ id } = { id: '' }] = await db
      .select({ id: accessRequests.id })
      .from(accessRequests)
      .where(eq(accessRequests.email, 'omar@hub.test'));
    await asAdmin('PATCH', `/api/admin/access-requests/${id}`, { status: 'approved' });
    expect((await eventOf('access-request.approve', 'access-request', id)).target).toEqual(
      existing('Omar Asker', '/admin?tab=access-requests', 'omar@hub.test'),
    );
    await db.delete(accessRequests).where(eq(accessRequests.id, id));
    expect((await eventOf('access-request.approve', 'access-request', id)).target).toEqual(
      deleted('omar@hub.test'),
    );
  });

  it("job: its title and company, in Jobs, then in Removed Items, then '(deleted)' with the title", async () => {
    const job = await createJob(db, { title: 'Named Job', company: 'Nile Finance', status: 'pending' });
    await asAdmin('PATCH', `/api/admin/jobs/${job.id}/decision`, { status: 'approved' });
    expect((await eventOf('job.approve', 'job', job.id)).target).toEqual(
      existing('Named Job', '/admin?tab=jobs', 'Nile Finance'),
    );
    await asAdmin('DELETE', `/api/admin/jobs/${job.id}`, { reason: 'Filled' });
    expect((await eventOf('job.approve', 'job', job.id)).target).toEqual(
      existing('Named Job', '/admin?tab=removed-items', 'Nile Finance'),
    );
    await asAdmin('DELETE', `/api/admin/jobs/${job.id}/permanent`);
    for (const event of await eventsOf('job', job.id)) expect(event.target).toEqual(deleted('Named Job'));
  });

  it('internship and application: "Applicant name → Internship title", gone with the internship', async () => {
    const internship = await createInternship(db, { title: 'Named Internship', company: 'Studio Nour' });
    const [application] = await db
      .insert(applications)
      .values({
        internshipId: internship.id,
        applicantName: 'Mona Adel',
        applicantEmail: 'mona@hub.test',
        applicantPhone: '+20 111 222 3333',
      })
      .returning();
    const applicationId = application?.id ?? '';
    await asAdmin('PATCH', `/api/admin/applications/${applicationId}`, { status: 'interview' });
    expect((await eventOf('application.status', 'application', applicationId)).target).toEqual(
      existing('Mona Adel → Named Internship', '/admin?tab=applications', 'mona@hub.test'),
    );
    await asAdmin('PUT', `/api/admin/internships/${internship.id}`, {
      title: 'Named Internship',
      company: 'Studio Nour',
      posterRole: 'Director',
      description: 'Help the studio with its projects.',
      requirements: 'A portfolio',
      skills: 'Figma',
      department: 'Design',
      duration: '3 months',
      isPaid: false,
      location: 'Cairo',
      positions: 1,
      contactEmail: 'hr@studionour.test',
      contactPhone: '+20 100 000 0002',
    });
    expect((await eventOf('internship.update', 'internship', internship.id)).target).toEqual(
      existing('Named Internship', '/admin?tab=internships', 'Studio Nour'),
    );
    await asAdmin('DELETE', `/api/admin/internships/${internship.id}`, {});
    await asAdmin('DELETE', `/api/admin/internships/${internship.id}/permanent`);
    expect((await eventOf('internship.update', 'internship', internship.id)).target).toEqual(
      deleted('Named Internship'),
    );
    // The application went with its internship; its event recorded the status, not who applied.
    expect((await eventOf('application.status', 'application', applicationId)).target).toEqual(deleted(null));
  });

  it("CV: the member's name and title, and the name once an administrator deleted it", async () => {
    const member = await signInResident(t, 'named-cv@hub.test');
    const body = multipart(
      { name: 'Layla Hassan', email: 'named-cv@hub.test', title: 'Data Analyst', section: 'Technology/IT' },
      [{ field: 'cv', name: 'layla.pdf', content: PDF }],
    );
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/cvs',
      payload: body.payload,
      headers: { ...body.headers, ...member.headers },
    });
    const { id } = uploaded.json();
    await asAdmin('PUT', `/api/cvs/${id}`, {
      name: 'Layla Hassan',
      title: 'Lead Analyst',
      section: 'Technology/IT',
    });
    expect((await eventOf('cv.update', 'cv', id)).target).toEqual(
      existing('Layla Hassan', '/admin?tab=cvs', 'Lead Analyst'),
    );
    await asAdmin('DELETE', `/api/admin/cvs/${id}`);
    expect((await eventOf('cv.update', 'cv', id)).target).toEqual(deleted('Layla Hassan'));
  });

  it('corporate profile: its name in the Corporate tab, then its recorded name', async () => {
    const { id } = await asAdmin('POST', '/api/admin/profiles', {
      name: 'Nile Partners',
      title: 'Corporate Partner',
      company: 'Nile Partners LLC',
      contact: 'hello@nilepartners.test',
      industry: 'Consulting',
      skills: 'Strategy',
      portfolioStorageId: await uploadFile('portfolio', 'portfolio.pdf'),
    });
    expect((await eventOf('corporate.create', 'profile', id)).target).toEqual(
      existing('Nile Partners', '/admin?tab=corporate', 'Corporate Partner'),
    );
    await asAdmin('DELETE', `/api/admin/profiles/${id}`);
    expect((await eventOf('corporate.create', 'profile', id)).target).toEqual(deleted('Nile Partners'));
  });

  it('benefit, course, training and trip: their titles in their tabs, then the recorded ones', async () => {
    const benefit = await asAdmin('POST', '/api/admin/benefits', {
      title: 'Bakery Discount',
      description: 'Bread and pastries for residents, every morning.',
      businessName: 'Nour Bakery',
      location: 'Gate 2 Plaza',
      discountPercentage: 20,
      category: 'Dining',
      validUntil: '2030-12-31',
      imageStorageIds: [],
    });
    const course = await asAdmin('POST', '/api/admin/courses', {
      title: 'Intro to Watercolour',
      description: 'Six evenings of painting in the clubhouse.',
      instructor: 'Laila Samir',
      type: 'Workshop',
      duration: '6 weeks',
    });
    const training = await asAdmin('POST', '/api/admin/trainings', {
      title: 'First Aid Basics',
      enrollmentStatus: 'open',
      details: 'Two mornings with a certified trainer.',
      tags: ['Health'],
    });
    const trip = await asAdmin('POST', '/api/admin/activities/trips', {
      name: 'Wadi Degla Hike',
      description: 'A morning hike with breakfast at the canyon.',
    });
    const made = [
      {
        type: 'benefit',
        id: benefit.id,
        url: '/api/admin/benefits',
        named: existing('Bakery Discount', '/admin?tab=benefits', 'Nour Bakery'),
      },
      {
        type: 'course',
        id: course.id,
        url: '/api/admin/courses',
        named: existing('Intro to Watercolour', '/admin?tab=courses', 'Laila Samir'),
      },
      {
        type: 'training',
        id: training.id,
        url: '/api/admin/trainings',
        named: existing('First Aid Basics', '/admin?tab=trainings'),
      },
      {
        type: 'trip',
        id: trip.id,
        url: '/api/admin/activities/trips',
        named: existing('Wadi Degla Hike', '/admin?tab=activities'),
      },
    ];
    for (const { type, id, named } of made)
      expect((await eventOf(`${type}.create`, type, id)).target).toEqual(named);
    for (const { type, id, url, named } of made) {
      await asAdmin('DELETE', `${url}/${id}`);
      expect((await eventOf(`${type}.create`, type, id)).target).toEqual(deleted(named.name));
    }
  });

  it('paddle club document: the current file, and the one it replaced as deleted', async () => {
    const first = await uploadFile('document', 'Paddle Rules.pdf');
    await asAdmin('PUT', '/api/admin/activities/paddle', { storageId: first });
    expect((await eventOf('paddle-document.upload', 'paddle-document', first)).target).toEqual(
      existing('Paddle Rules.pdf', '/admin?tab=activities'),
    );
    const second = await uploadFile('document', 'Paddle Rules 2027.pdf');
    await asAdmin('PUT', '/api/admin/activities/paddle', { storageId: second });
    expect((await eventOf('paddle-document.upload', 'paddle-document', first)).target).toEqual(
      deleted('Paddle Rules.pdf'),
    );
    expect((await eventOf('paddle-document.upload', 'paddle-document', second)).target).toEqual(
      existing('Paddle Rules 2027.pdf', '/admin?tab=activities'),
    );
  });

  it('backup and its settings: the file in the Backup tab; a deleted one by its recorded file name', async () => {
    const made = await asAdmin('POST', '/api/admin/backups');
    const created = await eventOf('backup.create', 'backup', made.id);
    expect(created.target).toEqual(existing(made.fileName, '/admin?tab=backup'));
    await asAdmin('DELETE', `/api/admin/backups/${made.id}`);
    expect((await eventOf('backup.create', 'backup', made.id)).target).toEqual(deleted(made.fileName));
    // The delete recorded no name of its own.
    expect((await eventOf('backup.delete', 'backup', made.id)).target).toEqual(deleted(null));
    await asAdmin('PUT', '/api/admin/backups/settings', { interval: 'off', keep: 3 });
    const [settings] = (await asAdmin('GET', '/api/admin/audit?action=backup.settings'))
      .items as AuditEvent[];
    expect(settings?.target).toEqual(existing('Backup settings', '/admin?tab=backup'));
  });

  it('mail: a resent mail by address and subject; a test mail by the address it went to', async () => {
    const [mail] = await db
      .insert(outbox)
      .values({
        kind: 'test',
        toEmail: 'someone@hub.test',
        subject: 'Test mail from Community Hub',
        textBody: 'Hello',
        htmlBody: '<p>Hello</p>',
        status: 'failed',
      })
      .returning();
    const id = mail?.id ?? '';
    await asAdmin('POST', `/api/admin/mail/outbox/${id}/resend`);
    expect((await eventOf('mail.resend', 'mail', id)).target).toEqual(
      existing('someone@hub.test', '/admin/mail', 'Test mail from Community Hub'),
    );
    await db.delete(outbox).where(eq(outbox.id, id));
    expect((await eventOf('mail.resend', 'mail', id)).target).toEqual(deleted('someone@hub.test'));
    await asAdmin('POST', '/api/admin/mail/test', { to: 'tested@hub.test' });
    const [tested] = (await asAdmin('GET', '/api/admin/audit?action=mail.test')).items as AuditEvent[];
    expect(tested?.target).toEqual({ name: 'tested@hub.test', detail: null, isDeleted: false, link: null });
  });

  it('an event of no target, of the system, of a typed address, or of an unknown kind', async () => {
    await db.insert(auditEvents).values([
      { action: 'test.system', details: {} },
      { action: 'test.typed', actorEmail: 'typed@hub.test', details: {} },
      { action: 'test.newer', targetType: 'gadget', targetId: 'not-a-uuid', details: { title: 'Gizmo' } },
      { action: 'test.odd-id', targetType: 'job', targetId: 'not-a-uuid', details: { title: 'Odd' } },
    ]);
    const read = async (action: string) =>
      ((await asAdmin('GET', `/api/admin/audit?action=${action}`)).items as AuditEvent[])[0];
    expect(await read('test.system')).toMatchObject({ actor: null, target: null });
    expect((await read('test.typed'))?.actor).toEqual(existing('typed@hub.test', null));
    expect((await read('test.newer'))?.target).toEqual(existing('Gizmo', null));
    expect((await read('test.odd-id'))?.target).toEqual(deleted('Odd'));
  });

  it('exports ids and names side by side', async () => {
    const job = await createJob(db, { title: 'Exported Job', status: 'pending' });
    await asAdmin('PATCH', `/api/admin/jobs/${job.id}/decision`, { status: 'approved' });
    const gone = await createJob(db, { title: 'Gone Job', status: 'pending' });
    await asAdmin('PATCH', `/api/admin/jobs/${gone.id}/decision`, { status: 'rejected' });
    await asAdmin('DELETE', `/api/admin/jobs/${gone.id}`, {});
    await asAdmin('DELETE', `/api/admin/jobs/${gone.id}/permanent`);
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/audit.csv?targetType=job',
      ...admin,
    });
    const [header, ...lines] = response.body.trim().split('\r\n');
    expect(header).toBe(
      'at,action,label,actor_name,actor_email,actor_id,target_type,target_id,target_name,client_address,details',
    );
    const approved = lines.find((line) => line.includes(`,job,${job.id},`));
    expect(approved).toContain(`,${ADMIN.email},${ADMIN.email},`);
    expect(approved).toContain(`,job,${job.id},Exported Job,`);
    expect(lines.find((line) => line.includes(',job.reject,'))).toContain(
      `,job,${gone.id},Gone Job (deleted),`,
    );
  });
});
