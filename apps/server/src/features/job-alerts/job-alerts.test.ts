import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, signInResident, startTestQueue } from '../../test/helper.ts';
import { rawHeader, startSmtpServer } from '../../test/smtp.ts';
import { cvEntries } from '../cv-showcase/cv-entries.table.ts';

const smtp = await startSmtpServer();
afterAll(() => smtp.stop());
// E-mail sign-in keeps the test about alerts; mail still goes out through SMTP.
const t = await createTestApp({ environment: { SMTP_URL: smtp.url, RESIDENT_SIGN_IN: 'email' } });
const { app, db } = t;
await startTestQueue(t);
const admin = await signInAdmin(t);

const withCv = async (skills: string[]) => {
  const member = await signInResident(t);
  await db
    .insert(cvEntries)
    .values({ name: 'Member', email: member.email, title: 'Engineer', section: 'Technology', skills });
  return member;
};
const setAlerts = (who: { headers: Record<string, string> }, payload: object) =>
  app.inject({ method: 'PUT', url: '/api/me/job-alerts', payload, ...who });
const jobPayload = (title: string, skills: string) => ({
  title,
  company: 'Nile Tech',
  description: `We need someone for ${title}.`,
  location: 'Cairo',
  contactEmail: 'jobs@nile.test',
  contactPhone: '+20 100 000 0000',
  skills,
  industry: 'Technology/IT',
  experienceLevel: 'Mid Level',
  jobType: 'Full-time',
  posterRole: 'CTO',
});
const postJob = (title: string, skills: string) =>
  app.inject({ method: 'POST', url: '/api/admin/jobs', payload: jobPayload(title, skills), ...admin });

describe('job alerts', () => {
  it('need a CV to be turned on, and refuse a bad minimum naming the field', async () => {
    const member = await signInResident(t);
    const refused = await setAlerts(member, { isEnabled: true, minScore: 50, frequency: 'instant' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('Upload your CV first: job alerts compare new jobs with it.');
    const bad = await setAlerts(member, { isEnabled: false, minScore: 0, frequency: 'instant' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.minScore).toBe('Minimum match must be a whole number from 1 to 100');
    const frequency = await setAlerts(member, { isEnabled: false, minScore: 50, frequency: 'hourly' });
    expect(frequency.statusCode).toBe(400);
    expect(frequency.json().error.fields).toHaveProperty('frequency');
    expect((await app.inject({ method: 'GET', url: '/api/me/job-alerts' })).statusCode).toBe(401);
  });

  it("a resident's job, once an administrator approves it, is matched too; the mail's one-click unsubscribe turns alerts off", async () => {
    const keen = await withCv(['Kotlin', 'Android']);
    await setAlerts(keen, { isEnabled: true, minScore: 20, frequency: 'instant' });
    const poster = await signInResident(t);
    const posted = await app.inject({
      method: 'POST',
      url: '/api/jobs',
      payload: jobPayload('Android Developer', 'Kotlin, Android'),
      ...poster,
    });
    expect(posted.statusCode).toBe(201);
    await new Promise((wait) => setTimeout(wait, 1000));
    // Pending: nobody is told about a job members cannot see yet.
    expect(smtp.received.some((m) => m.envelopeTo.includes(keen.email))).toBe(false);
    const approved = await app.inject({
      method: 'PATCH',
      url: `/api/admin/jobs/${posted.json().id}/decision`,
      payload: { status: 'approved' },
      ...admin,
    });
    expect(approved.statusCode).toBe(200);
    const alert = await smtp.waitFor(keen.email);
    expect(alert.subject).toBe('A new job matches your CV: Android Developer');
    expect(rawHeader(alert, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const link = new URL(/<([^>]+)>/.exec(String(rawHeader(alert, 'list-unsubscribe')))?.[1] ?? '');
    const unsubscribed = await app.inject({
      method: 'POST',
      url: `${link.pathname}${link.search}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(unsubscribed.json()).toMatchObject({ key: 'job-alerts', isEnabled: false });
    // The form says what the link did, and no further alert is sent.
    const settings = await app.inject({ method: 'GET', url: '/api/me/job-alerts', ...keen });
    expect(settings.json().isEnabled).toBe(false);
    await postJob('Senior Android Developer', 'Kotlin, Android');
    await new Promise((wait) => setTimeout(wait, 1500));
    expect(smtp.received.filter((m) => m.envelopeTo.includes(keen.email))).toHaveLength(1);
    // Turning them on again on the form asks for the mails again.
    await setAlerts(keen, { isEnabled: true, minScore: 20, frequency: 'instant' });
    const mailSettings = await app.inject({ method: 'GET', url: '/api/mail/settings', ...keen });
    expect(
      mailSettings.json().preferences.find((p: { key: string }) => p.key === 'job-alerts').isEnabled,
    ).toBe(true);
  });

  it('mail a matching new job right away, saying why; a poor match or a member who is off gets nothing', async () => {
    const keen = await withCv(['TypeScript', 'PostgreSQL', 'React']);
    const off = await withCv(['TypeScript', 'PostgreSQL']);
    const picky = await withCv(['Cooking']);
    expect(
      (await setAlerts(keen, { isEnabled: true, minScore: 20, frequency: 'instant' })).json(),
    ).toMatchObject({
      isEnabled: true,
      hasCv: true,
    });
    await setAlerts(picky, { isEnabled: true, minScore: 90, frequency: 'instant' });
    expect((await postJob('Platform Engineer', 'TypeScript, PostgreSQL')).statusCode).toBe(201);

    const alert = await smtp.waitFor(keen.email);
    expect(alert.subject).toBe('A new job matches your CV: Platform Engineer');
    expect(alert.text).toMatch(
      /Platform Engineer at Nile Tech: \d+% match, your skills TypeScript, PostgreSQL/,
    );
    expect(alert.text).toContain('/careers/');
    await new Promise((wait) => setTimeout(wait, 1000));
    expect(
      smtp.received.some((m) => m.envelopeTo.includes(off.email) || m.envelopeTo.includes(picky.email)),
    ).toBe(false);
  });

  it("'once a day' members get one digest listing the matches", async () => {
    const daily = await withCv(['Python', 'SQL']);
    const changedMind = await withCv(['Python', 'SQL']);
    await setAlerts(daily, { isEnabled: true, minScore: 10, frequency: 'daily' });
    await setAlerts(changedMind, { isEnabled: true, minScore: 10, frequency: 'daily' });
    await postJob('Data Engineer', 'Python, SQL');
    await postJob('Analytics Engineer', 'SQL, Python, dbt');
    await new Promise((wait) => setTimeout(wait, 1500));
    expect(smtp.received.some((m) => m.envelopeTo.includes(daily.email))).toBe(false);
    // Turned off after the matches were found: the digest must not reach them.
    await setAlerts(changedMind, { isEnabled: false, minScore: 10, frequency: 'daily' });
    await db.execute(sql`SELECT graphile_worker.add_job('job_alert_digest', '{}'::json)`);
    const digest = await smtp.waitFor(daily.email);
    expect(digest.subject).toBe('2 new jobs match your CV');
    expect(digest.text).toContain('Data Engineer');
    expect(digest.text).toContain('Analytics Engineer');
    await new Promise((wait) => setTimeout(wait, 1000));
    expect(smtp.received.some((m) => m.envelopeTo.includes(changedMind.email))).toBe(false);
  });
});
