import type { AuditName, AuditTargetType } from '@hub/contract/audit/audit.schema';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type Executor, executePrepared, renderedOnce } from '../../db/client.ts';
import { accessRequests } from '../access-requests/index.ts';
import { paddleDocument, trips } from '../activities/index.ts';
import { applications } from '../applications/index.ts';
import { users } from '../../db/users.table.ts';
import { backups } from '../backup/index.ts';
import { importRuns } from '../import/index.ts';
import { benefits } from '../benefits/index.ts';
import { courses } from '../courses/index.ts';
import { cvEntries } from '../cv-showcase/index.ts';
import { profiles } from '../directory/index.ts';
import { internships } from '../internships/index.ts';
import { jobs } from '../jobs/index.ts';
import { outbox } from '../mail/index.ts';
import { trainings } from '../trainings/index.ts';
import { emailWhitelist } from '../auth/index.ts';
import { auditEvents } from '../../db/audit.table.ts';

/** The dashboard's tab that lists a target (apps/web/src/features/admin/tabs.ts), as an SQL text. */
const tab = (key: string) => sql.raw(`'/admin?tab=${key}'::text`);
const NONE = sql.raw('NULL::text');

/** A person as the page names them: their name, and their e-mail below it (the e-mail alone when unnamed). */
const person = (name: SQLWrapper, email: SQLWrapper) =>
  sql`coalesce(${name}, ${email}), CASE WHEN ${name} IS NOT NULL THEN ${email} END`;

/** A moderated post's place: its tab, or Removed Items once an administrator removed it. */
const postLink = (table: typeof jobs | typeof internships, key: string) =>
  sql`CASE WHEN ${table.removedAt} IS NULL THEN ${tab(key)} ELSE ${tab('removed-items')} END`;

type TargetLookup = {
  /**
   * The target's row, found by `id` (the event's target id as a uuid; null when there is none), as three
   * columns: its name, a second line, and where the dashboard shows it. No row: it no longer exists.
   */
  find: (id: SQL) => SQL;
  /** The keys of an event's details that recorded the target's name at the time; the first one present names it. */
  recorded: string[];
};

/**
 * How the trail names every target type it records (`targetType` across apps/server/src), each by its row as it
 * is now. Typed by the contract's list, so a type added there must be named here too.
 */
const TARGET_LOOKUPS: Record<AuditTargetType, TargetLookup> = {
  user: {
    recorded: ['email'],
    find: (id) =>
      sql`SELECT ${person(users.name, users.email)}, CASE WHEN ${users.role} = 'user' THEN ${tab('whitelist')} END
        FROM ${users} WHERE ${users.id} = ${id}`,
  },
  whitelist: {
    recorded: ['email'],
    find: (id) =>
      sql`SELECT ${person(emailWhitelist.name, emailWhitelist.email)}, ${tab('whitelist')}
        FROM ${emailWhitelist} WHERE ${emailWhitelist.id} = ${id}`,
  },
  'access-request': {
    recorded: ['email'],
    find: (id) =>
      sql`SELECT ${person(accessRequests.fullName, accessRequests.email)}, ${tab('access-requests')}
        FROM ${accessRequests} WHERE ${accessRequests.id} = ${id}`,
  },
  job: {
    recorded: ['title'],
    find: (id) =>
      sql`SELECT ${jobs.title}, ${jobs.company}, ${postLink(jobs, 'jobs')} FROM ${jobs} WHERE ${jobs.id} = ${id}`,
  },
  internship: {
    recorded: ['title'],
    find: (id) =>
      sql`SELECT ${internships.title}, ${internships.company}, ${postLink(internships, 'internships')}
        FROM ${internships} WHERE ${internships.id} = ${id}`,
  },
  application: {
    recorded: [],
    // 'Applicant name → Job title': the post is there as long as its applications are (they go with it).
    find: (id) =>
      sql`SELECT ${applications.applicantName} || ' → ' || coalesce(${jobs.title}, ${internships.title}, ''),
          ${applications.applicantEmail}, ${tab('applications')}
        FROM ${applications}
          LEFT JOIN ${jobs} ON ${jobs.id} = ${applications.jobId}
          LEFT JOIN ${internships} ON ${internships.id} = ${applications.internshipId}
        WHERE ${applications.id} = ${id}`,
  },
  cv: {
    recorded: ['name'],
    find: (id) =>
      sql`SELECT ${cvEntries.name}, ${cvEntries.title}, ${tab('cvs')} FROM ${cvEntries} WHERE ${cvEntries.id} = ${id}`,
  },
  profile: {
    recorded: ['name'],
    find: (id) =>
      sql`SELECT ${profiles.name}, ${profiles.title},
          CASE WHEN ${profiles.kind} = 'corporate' THEN ${tab('corporate')} ELSE ${tab('directory')} END
        FROM ${profiles} WHERE ${profiles.id} = ${id}`,
  },
  benefit: {
    recorded: ['title'],
    find: (id) =>
      sql`SELECT ${benefits.title}, ${benefits.businessName}, ${tab('benefits')}
        FROM ${benefits} WHERE ${benefits.id} = ${id}`,
  },
  course: {
    recorded: ['title'],
    find: (id) =>
      sql`SELECT ${courses.title}, ${courses.instructor}, ${tab('courses')} FROM ${courses} WHERE ${courses.id} = ${id}`,
  },
  training: {
    recorded: ['title'],
    find: (id) =>
      sql`SELECT ${trainings.title}, ${NONE}, ${tab('trainings')} FROM ${trainings} WHERE ${trainings.id} = ${id}`,
  },
  trip: {
    recorded: ['name'],
    find: (id) =>
      sql`SELECT ${trips.name}, ${NONE}, ${tab('activities')} FROM ${trips} WHERE ${trips.id} = ${id}`,
  },
  // The event names the uploaded file; a later upload replaces it, and the earlier one is gone.
  'paddle-document': {
    recorded: ['fileName'],
    find: (id) =>
      sql`SELECT ${paddleDocument.documentFileName}, ${NONE}, ${tab('activities')}
        FROM ${paddleDocument} WHERE ${paddleDocument.documentStorageId} = ${id}`,
  },
  backup: {
    recorded: ['fileName'],
    find: (id) =>
      sql`SELECT ${backups.fileName}, ${NONE}, ${tab('backup')} FROM ${backups} WHERE ${backups.id} = ${id}`,
  },
  import: {
    recorded: ['fileName'],
    find: (id) =>
      sql`SELECT ${importRuns.fileName}, ${NONE}, '/admin/import'::text FROM ${importRuns} WHERE ${importRuns.id} = ${id}`,
  },
  // One set of settings, always there; its events carry no id.
  'backup-settings': {
    recorded: [],
    find: () => sql`SELECT 'Backup settings'::text, ${NONE}, ${tab('backup')}`,
  },
  mail: {
    recorded: ['to'],
    find: (id) =>
      sql`SELECT ${outbox.toEmail}, ${outbox.subject}, '/admin/mail'::text FROM ${outbox} WHERE ${outbox.id} = ${id}`,
  },
};

const isLookedUp = (type: string): type is AuditTargetType => Object.hasOwn(TARGET_LOOKUPS, type);

/** A target id that is a uuid, as one (every table's ids are); anything else finds nothing rather than failing. */
const UUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/**
 * The statement naming the actors and targets of some events, by the events' ids: the account of each actor, and
 * each target's row through one lateral lookup, a branch per target type of which only the event's own runs (its
 * type test is a one-time filter), each by primary key. Its fixed parts are rendered to text once.
 */
const NAMES_COLUMNS = renderedOnce(sql`
  SELECT e.id,
    actor.id IS NOT NULL AS actor_found, coalesce(actor.name, actor.email) AS actor_name,
    CASE WHEN actor.name IS NOT NULL THEN actor.email END AS actor_detail,
    CASE WHEN actor.role = 'user' THEN ${tab('whitelist')} END AS actor_link,
    target.found AS target_found, target.name AS target_name, target.detail AS target_detail,
    target.link AS target_link`);
const EVENTS_BY_ID = renderedOnce(sql`
  SELECT ${auditEvents.id} AS id, ${auditEvents.actorId} AS actor_id, ${auditEvents.targetType} AS target_type,
    CASE WHEN ${auditEvents.targetId} ~ ${sql.raw(`'${UUID}'`)} THEN ${auditEvents.targetId}::uuid END AS target_uuid
  FROM ${auditEvents} WHERE ${auditEvents.id} = ANY`);
const NAMES_JOINS = renderedOnce(sql`
  LEFT JOIN ${users} actor ON actor.id = e.actor_id
  LEFT JOIN LATERAL (${sql.join(
    Object.entries(TARGET_LOOKUPS).map(
      ([type, lookup]) =>
        sql`SELECT true AS found, named.* FROM (${lookup.find(sql`e.target_uuid`)}) AS named(name, detail, link)
          WHERE e.target_type = ${sql.raw(`'${type}'`)}`,
    ),
    sql` UNION ALL `,
  )}) target ON true`);
const namesSql = (ids: string[]) =>
  sql`${NAMES_COLUMNS} FROM (${EVENTS_BY_ID}(${sql.param(ids)}::uuid[])) e ${NAMES_JOINS}`;

type NamesRow = {
  id: string;
  actor_found: boolean;
  actor_name: string | null;
  actor_detail: string | null;
  actor_link: string | null;
  target_found: boolean | null;
  target_name: string | null;
  target_detail: string | null;
  target_link: string | null;
};

/** What an event recorded of who and what, as the trail keeps it whatever happens to the accounts and rows. */
export type RecordedEvent = {
  id: string;
  actorId: string | null;
  actorEmail: string | null;
  targetType: string | null;
  targetId: string | null;
  details: Record<string, unknown>;
};

/** The first of `keys` that the details recorded as text. */
function recordedName(details: Record<string, unknown>, keys: string[]) {
  const value = keys.map((key) => details[key]).find((named) => typeof named === 'string' && named !== '');
  return (value as string | undefined) ?? null;
}

/** Keys that name a target of a type the trail does not know (a newer feature's), first found first. */
const ANY_NAME = ['title', 'name', 'email', 'fileName', 'to'];

function actorName(event: RecordedEvent, found: NamesRow | undefined): AuditName | null {
  if (found?.actor_found)
    return { name: found.actor_name, detail: found.actor_detail, isDeleted: false, link: found.actor_link };
  if (!event.actorId && !event.actorEmail) return null;
  // An address someone typed (a failed sign-in) names no account; an account since deleted is said to be.
  return { name: event.actorEmail, detail: null, isDeleted: event.actorId !== null, link: null };
}

function targetName(event: RecordedEvent, found: NamesRow | undefined): AuditName | null {
  const { targetType, targetId, details } = event;
  if (!targetType) return null;
  if (found?.target_found)
    return {
      name: found.target_name,
      detail: found.target_detail,
      isDeleted: false,
      link: found.target_link,
    };
  const keys = isLookedUp(targetType) ? TARGET_LOOKUPS[targetType].recorded : ANY_NAME;
  // An account that deleted itself recorded its own address as the actor's.
  const ownAddress = targetType === 'user' && targetId === event.actorId ? event.actorEmail : null;
  return {
    name: recordedName(details, keys) ?? ownAddress,
    detail: null,
    // Without an id (a test mail, a restore) there is nothing to look up, and nothing was deleted.
    isDeleted: targetId !== null && isLookedUp(targetType),
    link: null,
  };
}

/**
 * Names the actor and target of each event: one statement for all of them (a page, a batch of the export),
 * never one per event. Keyed by the event's id.
 */
export async function namesOf(
  db: Executor,
  events: RecordedEvent[],
): Promise<Map<string, { actor: AuditName | null; target: AuditName | null }>> {
  const rows =
    events.length === 0 ? [] : await executePrepared<NamesRow>(db, namesSql(events.map((event) => event.id)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return new Map(
    events.map((event) => {
      const found = byId.get(event.id);
      return [event.id, { actor: actorName(event, found), target: targetName(event, found) }];
    }),
  );
}
