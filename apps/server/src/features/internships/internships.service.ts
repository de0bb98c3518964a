import { INTERNSHIP_SECTORS } from '@hub/contract/enums';
import type {
  AdminInternship,
  InternshipListQuery,
  NewInternship,
  PublicInternship,
  PublicInternshipList,
} from '@hub/contract/internships/internship.schema';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { apiFields } from '../../lib/api-fields.ts';
import type { ListRow } from '../../lib/list-page.ts';
import { moderationFieldsOf, postModeration, publicationOf } from '../moderated-posts/index.ts';
import { internshipSearchText, internships } from './internships.table.ts';

type Row = ListRow<typeof internships>;

/** The contact details are the administrators' only: they are not among these fields. */
const toPublicInternship = (row: Row): PublicInternship => ({
  ...apiFields(row, [
    'id',
    'title',
    'company',
    'posterRole',
    'description',
    'requirements',
    'skills',
    'department',
    'duration',
    'isPaid',
    'location',
    'positions',
    'startDate',
    'applicationDeadline',
  ]),
  ...publicationOf(row),
  stipend: row.isPaid ? row.stipend : null,
});

const toAdminInternship = (row: Row): AdminInternship => ({
  ...toPublicInternship(row),
  posterEmail: row.posterEmail,
  ...moderationFieldsOf(row),
});

/** Internships are a moderated post (features/moderated-posts). */
const posts = postModeration({
  table: internships,
  kind: 'internship',
  noun: 'internship',
  aNoun: 'an internship',
  toPublic: toPublicInternship,
  toAdmin: toAdminInternship,
  searchText: internshipSearchText,
  // The signed-in member's address, else the contact e-mail they entered (spec/residents.md section 6).
  posterEmailOf: (poster, input: NewInternship) => poster.email || input.contactEmail,
});

/** The residents' list, filtered by sector (the department column). */
const listPublicInternships = (db: Executor, query: InternshipListQuery): Promise<PublicInternshipList> =>
  posts.listPublic(db, query, query.sector === 'all' ? undefined : eq(internships.department, query.sector));

/** What the internships' routes call (features/moderated-posts/post-routes.ts). */
export const internshipPosts = { ...posts, listPublic: listPublicInternships };
/** Any internship, removed ones included, as administrators see it. */
export const getAdminInternship = posts.getAdmin;
/** The dashboard's Internships card: every internship not removed, whatever its status. */
export const countInternships = posts.countAll;
/** The Internships tab's badge: submissions waiting for a decision. */
export const countPendingInternships = posts.countPending;

/** The sector filter: the fixed sectors merged with departments of listed internships, sorted, no repeats. */
export async function listInternshipSectors(db: Executor): Promise<string[]> {
  const found = await db
    .select({ department: internships.department })
    .from(internships)
    .where(
      and(posts.isPublic, isNotNull(internships.department), sql`btrim(${internships.department}) <> ''`),
    )
    .groupBy(internships.department);
  const sectors = new Set<string>(INTERNSHIP_SECTORS);
  for (const { department } of found) if (department) sectors.add(department.trim());
  return [...sectors].sort((a, b) => a.localeCompare(b, 'en'));
}
