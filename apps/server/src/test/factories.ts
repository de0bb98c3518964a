import type { Database } from '../db/client.ts';
import { internships } from '../features/internships/index.ts';
import { jobs } from '../features/jobs/index.ts';

/** An approved, active job unless overridden. */
export async function createJob(db: Database, overrides: Partial<typeof jobs.$inferInsert> = {}) {
  const [job] = await db
    .insert(jobs)
    .values({
      title: 'Backend Engineer',
      company: 'Nile Tech',
      posterEmail: 'poster@hub.test',
      posterRole: 'Hiring Manager',
      description: 'Build and run our services for the community.',
      skills: 'TypeScript, PostgreSQL',
      industry: 'Technology/IT',
      experienceLevel: 'Mid Level',
      jobType: 'Full-time',
      location: 'Cairo',
      contactEmail: 'jobs@niletech.test',
      contactPhone: '+20 100 000 0000',
      isApproved: true,
      status: 'approved',
      ...overrides,
    })
    .returning();
  if (!job) throw new Error('job insert returned nothing');
  return job;
}

/** An approved, active internship unless overridden. */
export async function createInternship(
  db: Database,
  overrides: Partial<typeof internships.$inferInsert> = {},
) {
  const [internship] = await db
    .insert(internships)
    .values({
      title: 'Design Intern',
      company: 'Studio Nour',
      posterEmail: 'poster@hub.test',
      posterRole: 'Director',
      description: 'Help our designers with real client work.',
      duration: '3 months',
      contactEmail: 'hello@studionour.test',
      isApproved: true,
      status: 'approved',
      ...overrides,
    })
    .returning();
  if (!internship) throw new Error('internship insert returned nothing');
  return internship;
}
