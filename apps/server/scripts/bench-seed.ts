import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';

/**
 * How many rows of each list a benchmark of `rows` jobs holds: a compound of that many jobs has fewer of
 * everything else, but every list gets enough rows to show whether it scans.
 */
export const seedSizes = (rows: number) => ({
  jobs: rows,
  internships: Math.round(rows / 2),
  cvs: Math.round(rows / 2),
  profiles: Math.round(rows / 4),
  applications: rows,
  whitelist: Math.round(rows / 2),
  accessRequests: Math.round(rows / 4),
  benefits: Math.round(rows / 10),
  trainings: Math.round(rows / 10),
  courses: Math.round(rows / 100),
});

/**
 * Words that stand in few descriptions (each in one job of 500 × their number: 25 at 100,000 jobs), where the
 * common ones ('team', 'growth') stand in every description: a search for either kind (scripts/bench-searches.ts).
 */
export const RARE_WORDS = [
  'portuguese',
  'welding',
  'veterinary',
  'sommelier',
  'blockchain',
  'hydraulics',
  'calligraphy',
  'beekeeping',
];

/**
 * Fills an empty database with realistic rows in bulk: eight kinds of job (one in eight a 'Software Engineer'),
 * nine in ten approved (and then published when created), spread over the past years so that order by date means something. The words and
 * numbers in titles make both a common search ('engineer') and a rare one ('engineer 123') possible; one
 * description in 500 names a rare skill (RARE_WORDS).
 */
export async function seed(db: Database, rows: number) {
  const n = seedSizes(rows);
  const at = (i: string) => sql.raw(`now() - (${i} * interval '37 seconds')`);
  await db.execute(sql`
    INSERT INTO jobs (title, company, poster_email, poster_role, description, skills, industry, experience_level,
      job_type, location, contact_email, contact_phone, is_approved, status, approved_at, created_at, updated_at)
    SELECT (ARRAY['Software Engineer','Accountant','Sales Manager','Nurse','Teacher','Designer','Data Analyst',
        'HR Officer'])[1 + i % 8] || ' ' || i,
      'Company ' || (i % 500), 'poster' || (i % 1000) || '@bench.test', 'Hiring Manager',
      'We are looking for a motivated person to join our team in role number ' || i || ' with growth opportunities.'
        || CASE WHEN i % 500 = 3 THEN ' Experience in ' || (ARRAY[${sql.raw(RARE_WORDS.map((word) => `'${word}'`).join(','))}])[1 + (i / 500) % ${sql.raw(String(RARE_WORDS.length))}] || ' is a plus.' ELSE '' END,
      (ARRAY['JavaScript, React, PostgreSQL','Excel, Accounting','Negotiation, CRM','Patient care',
        'Teaching, Curriculum','Figma, UX','SQL, Python, Statistics','Recruiting, Payroll'])[1 + i % 8],
      (ARRAY['Technology/IT','Finance','Sales','Healthcare','Education','Design','Technology/IT',
        'Human Resources'])[1 + i % 8],
      (ARRAY['Entry Level','Mid Level','Senior Level','Executive'])[1 + i % 4], 'Full-time', 'New Cairo',
      'jobs@bench.test', '+20 100 000 0000', i % 10 <> 0, CASE WHEN i % 10 <> 0 THEN 'approved' ELSE 'pending' END,
      CASE WHEN i % 10 <> 0 THEN ${at('i')} END, ${at('i')}, ${at('i')}
    FROM generate_series(1, ${n.jobs}) AS i`);
  await db.execute(sql`
    INSERT INTO internships (title, company, poster_email, poster_role, description, skills, department, duration,
      contact_email, is_approved, status, approved_at, created_at, updated_at)
    SELECT (ARRAY['Engineering Intern','Finance Intern','Marketing Intern','Design Intern'])[1 + i % 4] || ' ' || i,
      'Company ' || (i % 300), 'poster' || (i % 1000) || '@bench.test', 'Mentor',
      'A summer internship with real projects, number ' || i || '.', 'Curiosity, Excel',
      (ARRAY['Engineering','Finance','Marketing','Design'])[1 + i % 4], '3 months', 'interns@bench.test',
      i % 10 <> 0, CASE WHEN i % 10 <> 0 THEN 'approved' ELSE 'pending' END, CASE WHEN i % 10 <> 0 THEN ${at('i')} END,
      ${at('i')}, ${at('i')}
    FROM generate_series(1, ${n.internships}) AS i`);
  await db.execute(sql`
    INSERT INTO cv_entries (name, email, title, section, bio, skills, years_of_experience, created_at, updated_at)
    SELECT 'Resident ' || i, 'resident' || i || '@bench.test',
      (ARRAY['Frontend Developer','Accountant','Sales Lead','Nurse','Teacher','Product Designer','Data Scientist',
        'HR Generalist'])[1 + i % 8],
      (ARRAY['Technology/IT','Finance','Sales','Healthcare','Education','Media & Design','Technology/IT','HR'])[1 + i % 8],
      'Experienced professional living in the compound, resident number ' || i,
      string_to_array((ARRAY['JS,React,Postgres','Excel,Accounting','CRM,Negotiation','Patient care','Curriculum',
        'Figma,UX','Python,SQL,Statistics','Payroll,Recruiting'])[1 + i % 8], ','),
      i % 15, ${at('i')}, ${at('i')}
    FROM generate_series(1, ${n.cvs}) AS i`);
  await db.execute(sql`
    INSERT INTO profiles (kind, name, title, company, skills, industry, contact, created_at, updated_at)
    SELECT CASE WHEN i % 5 = 0 THEN 'corporate' ELSE 'professional' END, 'Neighbour ' || i,
      (ARRAY['Architect','Lawyer','Engineer','Dentist'])[1 + i % 4], 'Firm ' || (i % 200),
      ARRAY['Planning','Law','Engineering','Dentistry'], 'Technology/IT', 'neighbour' || i || '@bench.test',
      ${at('i')}, ${at('i')}
    FROM generate_series(1, ${n.profiles}) AS i`);
  await db.execute(sql`
    INSERT INTO applications (applicant_name, applicant_email, applicant_phone, job_id, status, created_at, updated_at)
    WITH recent AS (SELECT array_agg(id) AS ids FROM (SELECT id FROM jobs ORDER BY created_at DESC LIMIT 1000) s)
    SELECT 'Applicant ' || i, 'applicant' || i || '@bench.test', '+20 100 000 0000', recent.ids[1 + i % 1000],
      (ARRAY['submitted','under_review','interview','accepted','rejected'])[1 + i % 5], ${at('i')}, ${at('i')}
    FROM generate_series(1, ${n.applications}) AS i, recent`);
  await db.execute(sql`
    INSERT INTO email_whitelist (email, name, unit, added_by, created_at, updated_at)
    SELECT 'member' || i || '@bench.test', 'Member ' || i, 'U-' || i, 'seed', ${at('i')}, ${at('i')}
    FROM generate_series(1, ${n.whitelist}) AS i`);
  await db.execute(sql`
    INSERT INTO access_requests (full_name, email, unit_number, status, created_at, updated_at)
    SELECT 'Requester ' || i, 'requester' || i || '@bench.test', 'R-' || i,
      (ARRAY['pending','approved','rejected'])[1 + i % 3], ${at('i')}, ${at('i')}
    FROM generate_series(1, ${n.accessRequests}) AS i`);
  await db.execute(sql`
    INSERT INTO benefits (title, description, discount_percentage, business_name, location, category, created_at,
      updated_at)
    SELECT 'Offer ' || i, 'A discount for residents, number ' || i, 5 + i % 40, 'Shop ' || (i % 300), 'Mall',
      (ARRAY['Food & Dining','Health & Fitness','Shopping','Services'])[1 + i % 4], ${at('i')}, ${at('i')}
    FROM generate_series(1, ${n.benefits}) AS i`);
  await db.execute(sql`
    INSERT INTO trainings (title, details, tags, created_at, updated_at)
    SELECT 'Programme ' || i, 'A training programme for residents, number ' || i, ARRAY['Career'],
      ${at('i')}, ${at('i')}
    FROM generate_series(1, ${n.trainings}) AS i`);
  await db.execute(sql`
    INSERT INTO courses (title, description, type, instructor, duration, created_at, updated_at)
    SELECT 'Course ' || i, 'A course for residents, number ' || i, 'Workshop', 'Instructor ' || (i % 50), '4 weeks',
      ${at('i * 10')}, ${at('i * 10')}
    FROM generate_series(1, ${n.courses}) AS i`);
  await db.execute(sql`VACUUM ANALYZE`);
}
