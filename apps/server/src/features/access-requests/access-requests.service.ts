import type {
  AccessRequest,
  AccessRequestList,
  DecidedAccessRequest,
  AccessRequestListQuery,
  NewAccessRequest,
} from '@hub/contract/access-requests/access-request.schema';
import type { IssuedInvite } from '@hub/contract/invites/invite.schema';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database, Executor, Transactor } from '../../db/client.ts';
import { apiFields } from '../../lib/api-fields.ts';
import { listPage } from '../../lib/list-page.ts';
import { conflict, notFound } from '../../plugins/errors.ts';
import { users } from '../../db/users.table.ts';
import type { AuditActor } from '../../lib/audit-trail.ts';
import { APPROVAL_LINK_DAYS, approvalSignInLink } from '../auth/index.ts';
import { type Invites, issueInvite } from '../invites/index.ts';
import type { Mail } from '../mail/index.ts';
import { scheduleAccessDigest } from './access-requests.tasks.ts';
import { scheduleReviewPush } from '../push/index.ts';
import { grantAccess, isWhitelisted } from '../whitelist/index.ts';
import { accessRequests } from './access-requests.table.ts';

type Row = typeof accessRequests.$inferSelect;

const toAccessRequest = (row: Row): AccessRequest =>
  apiFields(row, ['id', 'fullName', 'email', 'unitNumber', 'mobile', 'status', 'decidedBy']);

/**
 * Someone asks for access. The caller answers every outcome alike, so nobody learns from it whether an address
 * belongs to a resident or an administrator: a new address gets a pending request (the requester is told it
 * arrived, the administrators' digest and push are scheduled); an address already waiting keeps its request and
 * is told again; an address that already has access gets no request and is told by mail to sign in. The mails go
 * to an address nobody has proven yet, so they carry no text from the request.
 */
export async function createAccessRequest(db: Database, mail: Mail, input: NewAccessRequest) {
  return db.transaction(async (tx) => {
    const isMember = await hasAccess(tx, input.email);
    const [row] = isMember
      ? []
      : await tx
          .insert(accessRequests)
          .values(input)
          .onConflictDoNothing({ target: accessRequests.email, where: sql`status = 'pending'` })
          .returning({ id: accessRequests.id });
    await mail.queue(
      tx,
      isMember
        ? { kind: 'access-request-has-access', to: input.email, link: mail.url('/login') }
        : { kind: 'access-request-received', to: input.email },
    );
    // Scheduled whatever the outcome, so every request takes the same work; the digest and the push keep their
    // time (job keys) and tell the administrators only of new pending requests.
    await scheduleAccessDigest(tx);
    await scheduleReviewPush(tx);
    return isMember ? ('has-access' as const) : row ? ('received' as const) : ('already-waiting' as const);
  });
}

/** Whether an address already gets in: active on the whitelist, or an administrator's. */
async function hasAccess(db: Executor, email: string) {
  const address = email.toLowerCase();
  const [found] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.email, address), eq(users.role, 'admin')))
    .limit(1);
  return Boolean(found) || (await isWhitelisted(db, address));
}

/** Pending first, so the work waiting is at the top (the index access_requests_pending_first_idx). */
const pendingFirst = [
  sql`(${accessRequests.status} = 'pending') DESC`,
  desc(accessRequests.createdAt),
  desc(accessRequests.id),
];

export async function listAccessRequests(
  db: Executor,
  query: AccessRequestListQuery,
): Promise<AccessRequestList> {
  const where = query.status ? eq(accessRequests.status, query.status) : undefined;
  const { rows, ...counts } = await listPage(db, accessRequests, {
    where,
    orderBy: pendingFirst,
    page: query.page,
    pageSize: query.pageSize,
  });
  return { items: rows.map(toAccessRequest), ...counts };
}

export async function countPendingAccessRequests(db: Executor) {
  const [row] = await db
    .select({ total: count() })
    .from(accessRequests)
    .where(eq(accessRequests.status, 'pending'));
  return row?.total ?? 0;
}

/**
 * Approve or reject a pending request; approving puts the requester on the whitelist in the same transaction, and
 * in invite mode (RESIDENT_SIGN_IN=invite) issues their first invite link there too, for the deciding
 * administrator to hand over.
 */
export async function decideAccessRequest(
  db: Transactor,
  mail: Mail,
  invites: Invites,
  id: string,
  status: 'approved' | 'rejected',
  admin: AuditActor & { email: string },
): Promise<DecidedAccessRequest> {
  const adminEmail = admin.email;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(accessRequests)
      .set({ status, decidedBy: adminEmail })
      .where(and(eq(accessRequests.id, id), eq(accessRequests.status, 'pending')))
      .returning();
    if (!row) {
      const [existing] = await tx
        .select({ status: accessRequests.status })
        .from(accessRequests)
        .where(eq(accessRequests.id, id));
      if (!existing) throw notFound('This access request no longer exists.');
      throw conflict(`This access request was already ${existing.status}.`);
    }
    let issuedInvite: IssuedInvite | undefined;
    if (status === 'approved') {
      const entryId = await grantAccess(
        tx,
        { email: row.email, name: row.fullName, unit: row.unitNumber, phone: row.mobile },
        adminEmail,
      );
      if (invites.isOn && entryId) issuedInvite = await issueInvite(tx, invites, entryId, admin);
      await mail.queue(tx, {
        kind: 'access-approved',
        to: row.email,
        name: row.fullName,
        ...(mail.config.residentSignIn === 'code'
          ? { link: await approvalSignInLink(tx, mail, row.email), linkDays: APPROVAL_LINK_DAYS }
          : { link: mail.url('/login'), linkDays: null }),
      });
    } else {
      await mail.queue(tx, { kind: 'access-rejected', to: row.email, name: row.fullName });
    }
    return issuedInvite ? { ...toAccessRequest(row), issuedInvite } : toAccessRequest(row);
  });
}
