import type { FastifyRequest } from 'fastify';
import { auditEvents } from '../db/audit.table.ts';
import type { Database, Executor, Transaction } from '../db/executor.ts';

// The audit trail's write side: every feature records its changes' events here, in the change's transaction. The
// audit feature (features/audit) reads, exports and prunes the trail.

/** Who did it: the signed-in account (none for the system's own work) and the client address. */
export type AuditActor = { id: string | null; email: string | null; address: string | null };

/** The actor of a request: its user (after the auth hook) and its client address (TRUST_PROXY-aware). */
export const actorOf = (request: FastifyRequest): AuditActor => ({
  id: request.user?.id ?? null,
  email: request.user?.email ?? null,
  address: request.ip ?? null,
});

/** Background work (a scheduled backup): no account, no address. */
export const SYSTEM_ACTOR: AuditActor = { id: null, email: null, address: null };

export type AuditEntry = {
  action: string;
  targetType?: string;
  targetId?: string | null;
  details?: Record<string, unknown>;
};

/**
 * Records one event. Call it with the transaction of the change it records, so the trail holds exactly the
 * changes that committed: no event for a rolled-back change, no change without its event.
 */
export async function recordAudit(tx: Executor, actor: AuditActor, entry: AuditEntry) {
  await tx.insert(auditEvents).values({
    actorId: actor.id,
    actorEmail: actor.email,
    clientAddress: actor.address,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    details: entry.details ?? {},
  });
}

/**
 * Runs `work` and records its audit event in one transaction; `entry` describes the event from the result.
 * Services that open their own transaction get this one and nest (a savepoint).
 */
export function audited<T>(
  db: Database,
  actor: AuditActor,
  work: (tx: Transaction) => Promise<T>,
  entry: (result: T) => AuditEntry,
): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await work(tx);
    await recordAudit(tx, actor, entry(result));
    return result;
  });
}

/**
 * The audit event of a service that does more after its commit (deleting the files it detached), so it cannot
 * run inside `audited`: the service calls it in its own transaction, told what it changed.
 */
export type InTransaction<T = void> = (tx: Executor, result: T) => Promise<void>;
