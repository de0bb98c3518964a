import {
  type AdminInternship,
  INTERNSHIP_MESSAGES,
  type InternshipInput,
} from '@hub/contract/internships/internship.schema';
import type { AdminJob, JobInput } from '@hub/contract/jobs/job.schema';
import { expect } from 'vitest';
import type { Executor } from '../../db/client.ts';
import { countInternships } from '../internships/index.ts';
import { countJobs } from '../jobs/index.ts';
import type { createTestApp } from '../../test/helper.ts';

/** Fields a test sets on top of a kind's valid post; the server, not TypeScript, judges what is sent. */
type Overrides = Record<string, unknown>;

/**
 * What the tests of moderated posts need to know of one kind: its paths, a valid post, and the fields and messages
 * in which the kinds differ. The shared suite (moderated-posts.test.ts) runs every case for each kind; what only one
 * kind has is tested in that kind's own file.
 */
export type PostKindCase = {
  kind: 'job' | 'internship';
  /** The path under /api and /api/admin, and the table's name. */
  plural: 'jobs' | 'internships';
  /** A post a resident may submit, with a mixed-case contact e-mail the server stores lower-cased. */
  valid: (overrides?: Overrides) => Record<string, unknown>;
  /** The public list's filter: its query parameter and the post field it matches. */
  filter: { param: 'industry' | 'sector'; field: 'industry' | 'department' };
  /** Routes of this kind beyond the shared ones, for the sign-in and role checks. */
  extraMemberRoutes: readonly (readonly ['GET' | 'POST', string])[];
  extraAdminRoutes: readonly (readonly ['GET', string])[];
  /** Some of the messages an empty submission is answered with. */
  emptyInputFields: Record<string, string>;
  /** An optional field of this kind left blank (or dropped by a rule), and what is stored for it. */
  blankOptional: { overrides: Overrides; stored: Overrides };
  /** A field an administrator may change on an approved post, and the changed value. */
  editedField: Overrides;
  /** An edit the dashboard must refuse, and every field it names. */
  invalidEdit: { overrides: Overrides; fields: Record<string, string> };
  /** Posts of this kind not removed, as the dashboard's counters read them. */
  countAll: (db: Executor) => Promise<number>;
};

/** An id no post has. */
export const unknownId = '00000000-0000-4000-8000-000000000000';

const validJob = {
  title: 'Senior Accountant',
  company: 'Nile Finance',
  posterRole: 'HR Manager',
  location: 'New Cairo',
  description: 'Own the monthly close and reporting for a growing team.',
  requirements: '5 years of experience',
  skills: 'IFRS, Excel, SAP',
  salaryRange: '30,000 - 40,000 EGP',
  contactEmail: 'Hiring@NileFinance.test',
  contactPhone: '+20 100 000 0000',
  experienceLevel: 'Senior Level',
  industry: 'Finance',
  jobType: 'Full-time',
} satisfies JobInput;

const validInternship = {
  title: 'Marketing Intern',
  company: 'Delta Media',
  posterRole: 'Hiring Manager',
  description: 'Plan and write the social media calendar with the brand team.',
  requirements: 'Second-year student or above',
  skills: 'Copywriting, Canva',
  department: 'Marketing',
  duration: '6 months',
  isPaid: true,
  stipend: 'EGP 4,000 a month',
  location: 'Sheikh Zayed',
  positions: 2,
  contactEmail: 'Interns@Delta-Media.test',
  contactPhone: '+20 122 555 0102',
  startDate: 'October 2026',
  applicationDeadline: 'September 1, 2026',
} satisfies InternshipInput;

export const JOB_CASE: PostKindCase = {
  kind: 'job',
  plural: 'jobs',
  valid: (overrides = {}) => ({ ...validJob, ...overrides }),
  filter: { param: 'industry', field: 'industry' },
  extraMemberRoutes: [],
  extraAdminRoutes: [],
  emptyInputFields: {
    title: 'Job title must be at least 2 characters',
    contactEmail: 'Please enter a valid email address',
    industry: 'Please select industry',
  },
  blankOptional: { overrides: { salaryRange: '' }, stored: { salaryRange: null } },
  editedField: { salaryRange: '50,000 EGP' },
  invalidEdit: {
    overrides: { contactPhone: '  ', contactEmail: 'not-an-email' },
    fields: {
      contactPhone: 'Contact phone is required',
      contactEmail: 'Please enter a valid email address',
    },
  },
  countAll: countJobs,
};

export const INTERNSHIP_CASE: PostKindCase = {
  kind: 'internship',
  plural: 'internships',
  valid: (overrides = {}) => ({ ...validInternship, ...overrides }),
  filter: { param: 'sector', field: 'department' },
  extraMemberRoutes: [['GET', '/api/internships/sectors']],
  extraAdminRoutes: [['GET', `/api/admin/internships/${unknownId}`]],
  emptyInputFields: {
    title: INTERNSHIP_MESSAGES.titleRequired,
    company: INTERNSHIP_MESSAGES.companyRequired,
    posterRole: 'Role in company is required',
    description: INTERNSHIP_MESSAGES.descriptionRequired,
    duration: 'Duration is required',
    contactEmail: 'Valid contact email is required',
  },
  // Unpaid: whatever stipend is sent is dropped.
  blankOptional: { overrides: { isPaid: false, stipend: 'ignored' }, stored: { stipend: null } },
  editedField: { positions: 4 },
  invalidEdit: { overrides: { posterRole: '' }, fields: { posterRole: 'Role in company is required' } },
  countAll: countInternships,
};

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Auth = { headers: { authorization: string } };
/** A post as the dashboard sees it, of either kind. */
export type AdminPost = AdminJob | AdminInternship;
type PublicList = { items: Record<string, unknown>[]; total: number };

/** The calls the tests of one kind make, through HTTP as the web app makes them. */
export function postClient({ app }: TestApp, { plural, valid }: PostKindCase, admin: Auth, resident: Auth) {
  const member = `/api/${plural}`;
  const dashboard = `/api/admin/${plural}`;
  const submit = (overrides: Overrides = {}, as: Auth = resident) =>
    app.inject({ method: 'POST', url: member, payload: valid(overrides), ...as });
  return {
    member,
    dashboard,
    submit,
    /** A post a resident submitted, still pending. */
    async submitPending(overrides: Overrides = {}, as: Auth = resident): Promise<string> {
      const response = await submit(overrides, as);
      expect(response.statusCode, response.body).toBe(201);
      return response.json().id;
    },
    /** An approved post, created through the dashboard. */
    async create(overrides: Overrides = {}): Promise<AdminPost> {
      const response = await app.inject({
        method: 'POST',
        url: dashboard,
        payload: valid(overrides),
        ...admin,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json();
    },
    decide: (id: string, status: string) =>
      app.inject({ method: 'PATCH', url: `${dashboard}/${id}/decision`, payload: { status }, ...admin }),
    edit: (id: string, payload: object) =>
      app.inject({ method: 'PUT', url: `${dashboard}/${id}`, payload, ...admin }),
    remove: (id: string, payload?: object) =>
      app.inject({ method: 'DELETE', url: `${dashboard}/${id}`, payload, ...admin }),
    readPublic: (id: string, as: Auth = resident) =>
      app.inject({ method: 'GET', url: `${member}/${id}`, ...as }),
    residentListResponse: (query = '') =>
      app.inject({ method: 'GET', url: `${member}${query}`, ...resident }),
    async residentList(query = ''): Promise<PublicList> {
      const response = await app.inject({ method: 'GET', url: `${member}${query}`, ...resident });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    },
    async adminList(query = ''): Promise<{ items: AdminPost[]; total: number }> {
      const response = await app.inject({ method: 'GET', url: `${dashboard}${query}`, ...admin });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    },
  };
}
