import { describe, expect, it } from 'vitest';
import { olderDatabase } from '../test/helper.ts';
import { migrationList, runMigrations } from './client.ts';

/** Migration 0026 (resident_job_journey) on the data of a database from before it. */
describe('the resident job journey migration', () => {
  it('detaches repeat applications but the earliest, and marks committee posts and approval times', async () => {
    const before = migrationList().findIndex((migration) =>
      migration.sql.some((statement) => statement.includes('"applications_one_per_job_idx"')),
    );
    expect(before).toBeGreaterThan(0);
    const { pool } = await olderDatabase(before);
    const one = async (text: string, values: unknown[] = []) =>
      (await pool.query<Record<string, unknown>>(text, values)).rows[0] ?? {};
    const idOf = async (text: string, values: unknown[] = []) => String((await one(text, values)).id);

    const admin = await idOf(
      `INSERT INTO users (email, role) VALUES ('chair@hub.test', 'admin') RETURNING id`,
    );
    const member = await idOf(`INSERT INTO users (email) VALUES ('member@hub.test') RETURNING id`);
    const columns = `title, company, poster_email, poster_role, description, contact_email, contact_phone,
      posted_by, status, is_approved, updated_at`;
    const values = `'Role', 'Co', 'someone@hub.test', 'Manager', 'About the role.', 'c@co.test', '0100', $1, $2, $3,
      '2025-01-02T03:04:05Z'`;
    const post = (table: 'jobs' | 'internships', postedBy: string, status: 'approved' | 'pending') =>
      idOf(
        table === 'jobs'
          ? `INSERT INTO jobs (${columns}) VALUES (${values}) RETURNING id`
          : `INSERT INTO internships (${columns}, duration) VALUES (${values}, '3 months') RETURNING id`,
        [postedBy, status, status === 'approved'],
      );
    const committeeJob = await post('jobs', admin, 'approved');
    const memberJob = await post('jobs', member, 'pending');
    const committeeInternship = await post('internships', admin, 'approved');
    const apply = (target: string, column: 'job_id' | 'internship_id', at: string) =>
      idOf(
        `INSERT INTO applications (applicant_name, applicant_email, applicant_phone, ${column},
           applicant_user_id, created_at)
         VALUES ('Mona', 'mona@hub.test', '0100', $1, $2, $3) RETURNING id`,
        [target, member, at],
      );
    const first = await apply(committeeJob, 'job_id', '2025-02-01T00:00:00Z');
    const second = await apply(committeeJob, 'job_id', '2025-02-02T00:00:00Z');
    const third = await apply(committeeJob, 'job_id', '2025-02-03T00:00:00Z');
    const otherPost = await apply(memberJob, 'job_id', '2025-02-04T00:00:00Z');
    const internship = await apply(committeeInternship, 'internship_id', '2025-02-05T00:00:00Z');
    const internshipAgain = await apply(committeeInternship, 'internship_id', '2025-02-06T00:00:00Z');

    await runMigrations(pool);

    const applicants = new Map(
      (
        await pool.query<{ id: string; applicant_user_id: string | null }>(
          'SELECT id, applicant_user_id FROM applications',
        )
      ).rows.map((row) => [row.id, row.applicant_user_id]),
    );
    expect(Object.fromEntries(applicants)).toEqual({
      [first]: member,
      [second]: null,
      [third]: null,
      [otherPost]: member,
      [internship]: member,
      [internshipAgain]: null,
    });
    const postRow = (table: string, id: string) =>
      one(
        `SELECT posted_by_committee, approved_at = updated_at AS approved_when_updated, approved_at IS NULL AS unapproved
         FROM ${table} WHERE id = $1`,
        [id],
      );
    expect(await postRow('jobs', committeeJob)).toEqual({
      posted_by_committee: true,
      approved_when_updated: true,
      unapproved: false,
    });
    expect(await postRow('jobs', memberJob)).toMatchObject({ posted_by_committee: false, unapproved: true });
    expect(await postRow('internships', committeeInternship)).toMatchObject({
      posted_by_committee: true,
      approved_when_updated: true,
    });
    // From now on the database itself refuses a repeat.
    await expect(apply(committeeJob, 'job_id', '2025-03-01T00:00:00Z')).rejects.toMatchObject({
      code: '23505',
    });
  });
});
