import type { SessionUser } from '@hub/contract/auth/auth.schema';
import { and, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { type Database, type Executor, renderedOnce } from '../../db/client.ts';
import { type ListRow, listPage, searchedListPage } from '../../lib/list-page.ts';
import type { PostTable } from './post-columns.ts';
import { conflict, notFound } from '../../plugins/errors.ts';
import type { FileStorage } from '../../lib/file-change.ts';
import type { Mail } from '../mail/index.ts';
import { queuePush, scheduleReviewPush } from '../push/index.ts';
import { postDecisionPush } from '../push/index.ts';

/** One kind of moderated post: its table, its words, its two views, and what approving it starts. */
export type PostKind<Table extends PostTable, Public, Admin, Fields> = {
  table: Table;
  kind: 'job' | 'internship';
  /** 'job', 'internship': in the messages people read. */
  noun: string;
  /** 'a job', 'an internship'. */
  aNoun: string;
  /** What residents see, built field by field so that a column added later never reaches them by accident. */
  toPublic: (row: ListRow<Table>) => Public;
  toAdmin: (row: ListRow<Table>) => Admin;
  /** The lower-cased text the search boxes look in, beside the table's search_document (decision 051). */
  searchText: SQL;
  /** The poster's address on a new post, from the signed-in member and what they entered. */
  posterEmailOf: (poster: SessionUser, input: Fields) => string;
  /** Work an approval starts in the same transaction (the job alerts). */
  onApproved?: (db: Executor, id: string) => Promise<unknown>;
};

/**
 * What goes with a post deleted for good, in its transaction: its applications and their CVs. Passed in at
 * composition (features.ts), so moderated posts never import the applications that build on them. It answers
 * the work left for after the commit (deleting the CV files' bytes).
 */
export type DeletePostDependents = (
  tx: Executor,
  storage: FileStorage,
  post: { jobId: string } | { internshipId: string },
) => Promise<(db: Executor, log: { warn: (details: object, message: string) => void }) => Promise<unknown>>;

/** A page of a list, with its search; `status` is the dashboard's filter. */
type PageQuery = { search?: string; page: number; pageSize: number };

type ModerationColumn =
  | 'contactEmail'
  | 'contactPhone'
  | 'isActive'
  | 'isApproved'
  | 'status'
  | 'postedBy'
  | 'removedBy'
  | 'removalReason';

/** The columns every moderated post has beside its own fields, as administrators see them. */
export function moderationFieldsOf<Row extends ListRow<PostTable>>(
  row: Row,
): Pick<Row, ModerationColumn> & { removedAt: string | null } {
  return {
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    isActive: row.isActive,
    isApproved: row.isApproved,
    status: row.status,
    postedBy: row.postedBy,
    removedAt: row.removedAt?.toISOString() ?? null,
    removedBy: row.removedBy,
    removalReason: row.removalReason,
  };
}

/**
 * What residents see of how a post was published. The committee's posts (created by an administrator) answer no
 * poster's address: see the kinds' toPublic.
 */
export function publicationOf(row: ListRow<PostTable>) {
  return { isPostedByCommittee: row.isPostedByCommittee, approvedAt: row.approvedAt?.toISOString() ?? null };
}

/**
 * Moderation of a moderated post, written once for jobs and internships: edit, approve or reject, remove to
 * Removed Items and restore, delete permanently, and the dashboard's counts. Every change is conditional on the
 * post's state, and a change that finds nothing says why: gone (404) or in the wrong state (409).
 */
export function postModeration<Table extends PostTable, Public, Admin, Fields extends object>(
  config: PostKind<Table, Public, Admin, Fields>,
) {
  // Both tables have these columns with the same names and types; the union is what drizzle is given.
  const table: PostTable = config.table;
  type Row = ListRow<Table>;
  const { noun, aNoun, toAdmin } = config;
  const gone = `This ${noun} no longer exists.`;
  const removedMessage = `This ${noun} is in Removed Items; restore it first.`;
  const admin = (row: ListRow<PostTable>) => toAdmin(row as Row);
  const forResidents = (row: ListRow<PostTable>) => config.toPublic(row as Row);
  const searchTarget = { vector: renderedOnce(sql`${table.searchDocument}`), text: config.searchText };
  /** What residents may see: approved, active and not removed (the partial indexes *_public_*). */
  const isPublic = renderedOnce(
    sql`${table.isApproved} AND ${table.isActive} AND ${table.removedAt} IS NULL`,
  );
  const newestFirst = [desc(table.createdAt), desc(table.id)];

  /** A new post: a member's waits for an administrator; the committee's (an administrator's) is published at once. */
  async function insert(db: Executor, input: Fields, poster: SessionUser, isByCommittee: boolean) {
    const values = {
      ...input,
      posterEmail: config.posterEmailOf(poster, input),
      postedBy: poster.id,
      isActive: true,
      isApproved: isByCommittee,
      status: isByCommittee ? ('approved' as const) : ('pending' as const),
      isPostedByCommittee: isByCommittee,
      approvedAt: isByCommittee ? sql`now()` : null,
    };
    // The kind's Fields are its table's insert columns; drizzle cannot relate the two through the generic.
    const [row] = await db
      .insert(config.table)
      .values(values as unknown as PgInsertValue<Table>)
      .returning();
    if (!row) throw new Error('insert returned nothing');
    return row;
  }

  /** Why a conditional change found nothing: the post is gone (404) or in a state `describe` puts in words (409). */
  async function explainMiss(
    db: Executor,
    id: string,
    describe: (state: Pick<Row, 'removedAt' | 'status'>) => string,
  ): Promise<never> {
    const [state] = await db
      .select({ removedAt: table.removedAt, status: table.status })
      .from(table)
      .where(eq(table.id, id))
      .limit(1);
    if (!state) throw notFound(gone);
    throw conflict(describe(state));
  }

  /**
   * Removal and restore leave updatedAt alone: they are not edits of the post, and a restored one comes back
   * exactly as it was.
   */
  const keepUpdatedAt = { updatedAt: sql`${table.updatedAt}` };

  return {
    isPublic,

    /** The residents' list, newest first; `where` is the kind's own filter (industry, sector). */
    async listPublic(db: Executor, query: PageQuery, where: SQL | undefined) {
      const { rows, ...counts } = await searchedListPage(db, table, {
        base: and(isPublic, where),
        search: query.search,
        target: searchTarget,
        orderBy: newestFirst,
        page: query.page,
        pageSize: query.pageSize,
      });
      return { items: rows.map(forResidents), ...counts };
    },

    /** A post a resident may see; anything else (pending, rejected, removed, unknown) answers 404. */
    async getPublic(db: Executor, id: string): Promise<Public> {
      const [row] = await db
        .select()
        .from(table)
        .where(and(eq(table.id, id), isPublic))
        .limit(1);
      if (!row) throw notFound(gone);
      return forResidents(row);
    },

    /** A member's post waits for an administrator: active, not approved, pending. */
    async submit(db: Executor, input: Fields, poster: SessionUser): Promise<Admin> {
      const row = await insert(db, input, poster, false);
      await scheduleReviewPush(db);
      return admin(row);
    },

    /** Posts an administrator creates are published at once. */
    async createApproved(db: Executor, input: Fields, adminUser: SessionUser): Promise<Admin> {
      const row = await insert(db, input, adminUser, true);
      await config.onApproved?.(db, row.id);
      return admin(row);
    },

    /** The dashboard's list: every post not removed, newest first, filtered by status. */
    async listAdmin(db: Executor, query: PageQuery & { status?: Row['status'] }) {
      const { rows, ...counts } = await searchedListPage(db, table, {
        base: and(isNull(table.removedAt), query.status ? eq(table.status, query.status) : undefined),
        search: query.search,
        target: searchTarget,
        orderBy: newestFirst,
        page: query.page,
        pageSize: query.pageSize,
      });
      return { items: rows.map(admin), ...counts };
    },

    /** Removed Items: the most recently removed first. */
    async listRemoved(db: Executor, query: PageQuery) {
      const { rows, ...counts } = await listPage(db, table, {
        where: isNotNull(table.removedAt),
        orderBy: [desc(table.removedAt), desc(table.id)],
        page: query.page,
        pageSize: query.pageSize,
      });
      return { items: rows.map(admin), ...counts };
    },

    /** Any post, removed ones included, as administrators see it. */
    async getAdmin(db: Executor, id: string): Promise<Admin> {
      const [row] = await db.select().from(table).where(eq(table.id, id)).limit(1);
      if (!row) throw notFound(gone);
      return admin(row);
    },

    /** Edits are allowed while a post is pending or approved, never once it was rejected or removed. */
    async update(db: Executor, id: string, input: Fields): Promise<Admin> {
      const [row] = await db
        .update(table)
        .set(input)
        .where(and(eq(table.id, id), isNull(table.removedAt), inArray(table.status, ['pending', 'approved'])))
        .returning();
      if (row) return admin(row);
      return explainMiss(db, id, (existing) =>
        existing.removedAt
          ? removedMessage
          : `This ${noun} was ${existing.status} and can no longer be edited.`,
      );
    },

    /** Approve or reject, only from pending; the poster is mailed the decision in the same transaction. */
    async decide(
      db: Executor,
      mail: Mail,
      id: string,
      status: 'approved' | 'rejected',
      reason: string | null,
    ): Promise<Admin> {
      const [row] = await db
        .update(table)
        .set({
          status,
          isApproved: status === 'approved',
          approvedAt: status === 'approved' ? sql`now()` : null,
        })
        .where(and(eq(table.id, id), isNull(table.removedAt), eq(table.status, 'pending')))
        .returning();
      if (row) {
        await mail.queuePostDecision(db, row, config.kind, status, reason);
        await queuePush(db, row.postedBy, 'post-decided', postDecisionPush(config.kind, row, status, reason));
        if (status === 'approved') await config.onApproved?.(db, row.id);
        return admin(row);
      }
      return explainMiss(db, id, (existing) =>
        existing.removedAt ? removedMessage : `This ${noun} was already ${existing.status}.`,
      );
    },

    /** Soft delete: the post moves to Removed Items, with who removed it and why. */
    async remove(db: Executor, id: string, adminEmail: string, reason: string | null): Promise<Admin> {
      const [row] = await db
        .update(table)
        .set({ removedAt: sql`now()`, removedBy: adminEmail, removalReason: reason, ...keepUpdatedAt })
        .where(and(eq(table.id, id), isNull(table.removedAt)))
        .returning();
      if (row) return admin(row);
      return explainMiss(db, id, () => `This ${noun} is already in Removed Items.`);
    },

    async restore(db: Executor, id: string): Promise<Admin> {
      const [row] = await db
        .update(table)
        .set({ removedAt: null, removedBy: null, removalReason: null, ...keepUpdatedAt })
        .where(and(eq(table.id, id), isNotNull(table.removedAt)))
        .returning();
      if (row) return admin(row);
      return explainMiss(db, id, () => `This ${noun} is not in Removed Items.`);
    },

    /**
     * Only a removed post can be deleted for good. Its applications and their CV files go with it in one
     * transaction; the post's row is locked first, so no application can be added meanwhile.
     */
    async deletePermanently(
      db: Database,
      { storage, deleteDependents }: { storage: FileStorage; deleteDependents: DeletePostDependents },
      id: string,
      log: Pick<FastifyBaseLogger, 'warn'>,
      /** Runs in the deleting transaction (the audit event), told what was deleted. */
      audit?: (tx: Executor, deleted: { title: string }) => Promise<void>,
    ) {
      const removeCvBytes = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: table.id, title: table.title })
          .from(table)
          .where(and(eq(table.id, id), isNotNull(table.removedAt)))
          .for('update');
        if (!row)
          return explainMiss(
            tx,
            id,
            () => `Only ${aNoun} in Removed Items can be deleted permanently; remove it first.`,
          );
        const afterCommit = await deleteDependents(
          tx,
          storage,
          config.kind === 'job' ? { jobId: id } : { internshipId: id },
        );
        await tx.delete(table).where(eq(table.id, id));
        await audit?.(tx, { title: row.title });
        return afterCommit;
      });
      await removeCvBytes(db, log);
    },

    /** The dashboard's card: every post not removed, whatever its status. */
    async countAll(db: Executor) {
      const [row] = await db.select({ total: count() }).from(table).where(isNull(table.removedAt));
      return row?.total ?? 0;
    },

    /** The tab's badge: posts waiting for a decision. */
    async countPending(db: Executor) {
      const [row] = await db
        .select({ total: count() })
        .from(table)
        .where(and(isNull(table.removedAt), eq(table.status, 'pending')));
      return row?.total ?? 0;
    },
  };
}
