import type {
  AccessRequest,
  AccessRequestList,
  AccessRequestListQuery,
  NewAccessRequest,
} from '@hub/contract/access-requests/access-request.schema';
import { MESSAGES } from '@hub/contract/messages';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database, Executor, Transactor } from '../../db/client.ts';
import { apiFields } from '../../lib/api-fields.ts';
import { listPage } from '../../lib/list-page.ts';
import { conflict, notFound } from '../../plugins/errors.ts';
import { APPROVAL_LINK_DAYS, approvalSignInLink } from '../auth/sign-in-codes.ts';
import type { Mail } from '../mail/mail.service.ts';
import { scheduleAccessDigest } from '../mail/mail.tasks.ts';
import { grantAccess, isWhitelisted } from '../whitelist/whitelist.service.ts';
import { accessRequests } from './access-requests.table.ts';

type Row = typeof accessRequests.$inferSelect;

const toAccessRequest = (row: Row): AccessRequest =>
  apiFields(row, ['id', 'fullName', 'email', 'unitNumber', 'mobile', 'status', 'decidedBy']);

/** A new request: the requester is told it arrived, and the administrators' digest is scheduled. */
export async function createAccessRequest(db: Database, mail: Mail, input: NewAccessRequest) {
  return db.transaction(async (tx) => {
    const created = await insertAccessRequest(tx, input);
    await mail.queue(tx, { kind: 'access-request-received', to: created.email, name: created.fullName });
    await scheduleAccessDigest(tx);
    return created;
  });
}

async function insertAccessRequest(db: Executor, input: NewAccessRequest) {
  if (await isWhitelisted(db, input.email)) {
    throw conflict(MESSAGES.accessRequestAlreadyWhitelisted, {
      email: MESSAGES.accessRequestAlreadyWhitelisted,
    });
  }
  const [row] = await db
    .insert(accessRequests)
    .values(input)
    .onConflictDoNothing({ target: accessRequests.email, where: sql`status = 'pending'` })
    .returning();
  if (!row) throw conflict(MESSAGES.accessRequestPending, { email: MESSAGES.accessRequestPending });
  return toAccessRequest(row);
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

/** Approve or reject a pending request; approving puts the requester on the whitelist in the same transaction. */
export async function decideAccessRequest(
  db: Transactor,
  mail: Mail,
  id: string,
  status: 'approved' | 'rejected',
  adminEmail: string,
) {
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
    if (status === 'approved') {
      await grantAccess(
        tx,
        { email: row.email, name: row.fullName, unit: row.unitNumber, phone: row.mobile },
        adminEmail,
      );
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
    return toAccessRequest(row);
  });
}
