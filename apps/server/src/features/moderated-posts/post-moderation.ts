import { and, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.ts';
import { conflict, notFound } from '../../plugins/errors.ts';
import { deleteApplicationsOf } from '../applications/applications.service.ts';
import type { FileStorage } from '../files/file-storage.ts';
import type { internships } from '../internships/internships.table.ts';
import type { jobs } from '../jobs/jobs.table.ts';
import type { Mail } from '../mail/mail.service.ts';

/** The tables of moderated posts: the same moderation columns (status, is_approved, removed_*), other fields. */
type PostTable = typeof jobs | typeof internships;

/** One kind of moderated post: its table, its words, its admin view, and what approving it starts. */
export type PostKind<Table extends PostTable, Admin> = {
  table: Table;
  kind: 'job' | 'internship';
  /** 'job', 'internship': in the messages people read. */
  noun: string;
  /** 'a job', 'an internship'. */
  aNoun: string;
  toAdmin: (row: Table['$inferSelect']) => Admin;
  /** Work an approval starts in the same transaction (the job alerts). */
  onApproved?: (db: Executor, id: string) => Promise<unknown>;
};

/**
 * Moderation of a moderated post, written once for jobs and internships: edit, approve or reject, remove to
 * Removed Items and restore, delete permanently, and the dashboard's counts. Every change is conditional on the
 * post's state, and a change that finds nothing says why: gone (404) or in the wrong state (409).
 */
export function postModeration<Table extends PostTable, Admin>(config: PostKind<Table, Admin>) {
  // Both tables have these columns with the same names and types; the union is what drizzle is given.
  const table: PostTable = config.table;
  type Row = Table['$inferSelect'];
  const { noun, aNoun, toAdmin } = config;
  const gone = `This ${noun} no longer exists.`;
  const removedMessage = `This ${noun} is in Removed Items; restore it first.`;
  const admin = (row: PostTable['$inferSelect']) => toAdmin(row as Row);

  async function explainMiss(db: Executor, id: string, describe: (row: Row) => string): Promise<never> {
    const [row] = await db.select().from(table).where(eq(table.id, id)).limit(1);
    if (!row) throw notFound(gone);
    throw conflict(describe(row as Row));
  }

  /**
   * Removal and restore leave updatedAt alone: they are not edits of the post, and a restored one comes back
   * exactly as it was.
   */
  const keepUpdatedAt = { updatedAt: sql`${table.updatedAt}` };

  return {
    /** Edits are allowed while a post is pending or approved, never once it was rejected or removed. */
    async update(db: Executor, id: string, input: Partial<Table['$inferInsert']>): Promise<Admin> {
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
        .set({ status, isApproved: status === 'approved' })
        .where(and(eq(table.id, id), isNull(table.removedAt), eq(table.status, 'pending')))
        .returning();
      if (row) {
        await mail.queuePostDecision(db, row, config.kind, status, reason);
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
      storage: FileStorage,
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
        const afterCommit = await deleteApplicationsOf(
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
