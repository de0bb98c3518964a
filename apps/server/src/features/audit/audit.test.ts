import type { AuditEvent, AuditList } from '@hub/contract/audit/audit.schema';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { backupPlaceOf, fileStorageOf, stagingDirOf } from '../../app.ts';
import { backgroundWork } from '../../tasks.ts';
import { createJob } from '../../test/factories.ts';
import { ADMIN, createTestApp, signInAdmin, signInResident } from '../../test/helper.ts';
import { csvCell, pruneAudit } from './audit.service.ts';
import { auditEvents } from '../../db/audit.table.ts';

const t = await createTestApp();
const { app, db } = t;
const admin = await signInAdmin(t);
const resident = await signInResident(t);

/** Admin calls from one known client address, so the trail's address can be checked. */
const ADMIN_ADDRESS = '203.0.113.77';
const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, payload, remoteAddress: ADMIN_ADDRESS, ...admin });

const audit = async (query = '') => {
  const response = await asAdmin('GET', `/api/admin/audit${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as AuditList;
};
const latest = async (action: string) => (await audit(`?action=${action}`)).items[0] as AuditEvent;

describe('who may read the trail', () => {
  it('answers 401 signed out and 403 to residents, for the list and the export', async () => {
    for (const url of ['/api/admin/audit', '/api/admin/audit.csv']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url, ...resident })).statusCode).toBe(403);
    }
  });

  it('is in the OpenAPI document', async () => {
    const spec = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/admin/audit', '/api/admin/audit.csv']),
    );
  });
});

describe('what is recorded, with who, target and address', () => {
  it('whitelist add, edit and remove', async () => {
    const added = await asAdmin('POST', '/api/admin/whitelist', { email: 'audited@hub.test' });
    expect(added.statusCode).toBe(201);
    const id = added.json().id as string;
    expect(await latest('whitelist.add')).toMatchObject({
      actorEmail: ADMIN.email,
      actorId: expect.any(String),
      clientAddress: ADMIN_ADDRESS,
      targetType: 'whitelist',
      targetId: id,
      details: { email: 'audited@hub.test' },
    });
    const edited = await asAdmin('PUT', `/api/admin/whitelist/${id}`, {
      email: 'audited@hub.test',
      name: 'Audited Person',
      unit: null,
      phone: null,
      isActive: false,
    });
    expect(edited.statusCode).toBe(200);
    expect(await latest('whitelist.edit')).toMatchObject({ targetId: id, details: { isActive: false } });
    expect((await asAdmin('DELETE', `/api/admin/whitelist/${id}`)).statusCode).toBe(200);
    expect(await latest('whitelist.remove')).toMatchObject({
      targetId: id,
      details: { email: 'audited@hub.test' },
    });
  });

  it('records nothing for a change that did not happen (same transaction)', async () => {
    await asAdmin('POST', '/api/admin/whitelist', { email: 'twice@hub.test' });
    const before = (await audit('?action=whitelist.add')).total;
    expect((await asAdmin('POST', '/api/admin/whitelist', { email: 'twice@hub.test' })).statusCode).toBe(409);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await asAdmin('DELETE', `/api/admin/whitelist/${missing}`)).statusCode).toBe(404);
    expect((await audit('?action=whitelist.add')).total).toBe(before);
    expect((await audit(`?targetId=${missing}`)).total).toBe(0);
  });

  it('job approve, remove, restore and permanent delete', async () => {
    const job = await createJob(db, { status: 'pending', isApproved: false, title: 'Audited Job' });
    expect(
      (await asAdmin('PATCH', `/api/admin/jobs/${job.id}/decision`, { status: 'approved' })).statusCode,
    ).toBe(200);
    expect((await asAdmin('DELETE', `/api/admin/jobs/${job.id}`, { reason: 'Filled' })).statusCode).toBe(200);
    expect((await asAdmin('POST', `/api/admin/jobs/${job.id}/restore`)).statusCode).toBe(200);
    expect((await asAdmin('DELETE', `/api/admin/jobs/${job.id}`, {})).statusCode).toBe(200);
    expect((await asAdmin('DELETE', `/api/admin/jobs/${job.id}/permanent`)).statusCode).toBe(200);
    const trail = await audit(`?targetType=job&targetId=${job.id}`);
    expect(trail.items.map((event) => event.action)).toEqual([
      'job.delete',
      'job.remove',
      'job.restore',
      'job.remove',
      'job.approve',
    ]);
    expect(trail.items.every((event) => event.details.title === 'Audited Job')).toBe(true);
    expect(trail.items[3]?.details.reason).toBe('Filled');
  });

  it('access request approval', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/access-requests',
      remoteAddress: '198.18.5.5',
      payload: {
        fullName: 'Audit Asker',
        email: 'asker@hub.test',
        unitNumber: 'D-4',
        mobile: '+20 122 333 4444',
      },
    });
    // The public answer carries no id: the administrator finds the request in the list.
    const listed = await asAdmin('GET', '/api/admin/access-requests');
    const id = (listed.json().items as { id: string; email: string }[]).find(
      (item) => item.email === 'asker@hub.test',
    )?.id;
    expect(
      (await asAdmin('PATCH', `/api/admin/access-requests/${id}`, { status: 'approved' })).statusCode,
    ).toBe(200);
    expect(await latest('access-request.approve')).toMatchObject({
      targetId: id,
      details: { email: 'asker@hub.test' },
    });
  });

  it('backup settings, backups made and deleted, test mail', async () => {
    expect(
      (await asAdmin('PUT', '/api/admin/backups/settings', { interval: 'daily', keep: 3 })).statusCode,
    ).toBe(200);
    expect(await latest('backup.settings')).toMatchObject({ details: { interval: 'daily', keep: 3 } });
    const made = await asAdmin('POST', '/api/admin/backups');
    expect(made.statusCode).toBe(201);
    expect(await latest('backup.create')).toMatchObject({ targetId: made.json().id });
    expect((await asAdmin('DELETE', `/api/admin/backups/${made.json().id}`)).statusCode).toBe(200);
    expect(await latest('backup.delete')).toMatchObject({ targetId: made.json().id });
    expect((await asAdmin('POST', '/api/admin/mail/test', { to: 'someone@hub.test' })).statusCode).toBe(202);
    expect(await latest('mail.test')).toMatchObject({ details: { to: 'someone@hub.test' } });
  });

  it('a resident signing in, with their own address', async () => {
    const { email } = await signInResident(t, 'signed-in@hub.test');
    expect(await latest('sign-in.resident')).toMatchObject({
      actorEmail: email,
      targetType: 'user',
      details: { method: 'email' },
      clientAddress: expect.stringMatching(/^10\./),
    });
  });
});

describe('filters, paging and export', () => {
  it('filters by actor, date range and pages newest first', async () => {
    const byActor = await audit(`?actor=${encodeURIComponent(ADMIN.email.toUpperCase())}&pageSize=2`);
    expect(byActor.items).toHaveLength(2);
    expect(byActor.total).toBeGreaterThan(5);
    expect(byActor.items.every((event) => event.actorEmail === ADMIN.email)).toBe(true);
    const second = await audit(`?actor=${encodeURIComponent(ADMIN.email)}&pageSize=2&page=2`);
    expect((second.items[0]?.at ?? '') <= (byActor.items[1]?.at ?? '')).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect((await audit(`?from=${today}&to=${today}`)).total).toBeGreaterThan(0);
    expect((await audit('?to=2000-01-01')).total).toBe(0);
  });

  it('refuses bad filters naming the field', async () => {
    const badDay = await asAdmin('GET', '/api/admin/audit?from=yesterday');
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json().error.fields.from).toBe('from must be a date like 2026-01-31');
    const reversed = await asAdmin('GET', '/api/admin/audit?from=2026-02-01&to=2026-01-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.fields.from).toBe('from must not be after to');
  });

  it('exports the filtered trail as CSV, formulas defused', async () => {
    const response = await asAdmin('GET', '/api/admin/audit.csv?action=whitelist.add');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'at,action,label,actor_name,actor_email,actor_id,target_type,target_id,target_name,client_address,details',
    );
    expect(lines.length).toBe((await audit('?action=whitelist.add')).total + 1);
    expect(
      lines
        .slice(1)
        .every((line) => line.includes(',whitelist.add,Whitelist: added,admin@hub.test,admin@hub.test,')),
    ).toBe(true);
    for (const risky of ['=SUM(A1)', '+1', '-2', '@cmd', '\tx']) expect(csvCell(risky)).toBe(`"'${risky}"`);
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a "b", c')).toBe('"a ""b"", c"');
  });
});

describe('export at length', () => {
  it('exports every event across its batches, however close in time (microseconds apart)', async () => {
    await db.execute(sql`
      INSERT INTO audit_events (action, at)
      SELECT 'test.batch', now() - make_interval(secs => i / 1000000.0) FROM generate_series(1, 2500) i`);
    const response = await asAdmin('GET', '/api/admin/audit.csv?action=test.batch');
    // A batch that resumed after the last row's time in milliseconds skipped the rows of that millisecond.
    expect(response.body.trim().split('\r\n').slice(1)).toHaveLength(2500);
  });
});

describe('retention', () => {
  it('prunes events older than AUDIT_RETENTION_DAYS, daily on the maintenance queue', async () => {
    await db.insert(auditEvents).values([
      { action: 'test.old', at: sql`now() - interval '400 days'` as unknown as Date },
      { action: 'test.recent', at: sql`now() - interval '10 days'` as unknown as Date },
    ]);
    expect(await pruneAudit(db, 365)).toBe(1);
    expect((await audit('?action=test.old')).total).toBe(0);
    expect((await audit('?action=test.recent')).total).toBe(1);
    expect(t.config.auditRetentionDays).toBe(365);
    const work = backgroundWork({
      db,
      config: t.config,
      secret: t.secret,
      storage: fileStorageOf(t.config),
      stagingDir: stagingDirOf(t.config),
      backupPlace: backupPlaceOf(t.config, t.secret),
      logger: { info: () => undefined, error: () => undefined },
    });
    expect(work.crontab).toMatch(/^\d+ \d+ \* \* \* prune_audit \?queue=maintenance&max=1$/m);
    expect(typeof work.tasks.prune_audit).toBe('function');
  });
});
