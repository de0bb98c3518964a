import { type SQL, sql } from 'drizzle-orm';
import {
  type Runner,
  type RunnerOptions,
  run,
  runMigrations,
  type TaskList,
  Logger as WorkerLogger,
} from 'graphile-worker';
import type pg from 'pg';
import type { Executor } from '../db/executor.ts';
import type { Logger } from '../logger.ts';
import { retryingWhileUnreachable } from './retrying-pool.ts';

/**
 * The background work: a PostgreSQL-backed queue (graphile-worker, decision 009). Jobs are rows in the same
 * database, added by the same transaction as the change that causes them, and each is run by one process however
 * many are running; a failed job is retried with exponential backoff.
 */
export type TaskName =
  | 'deliver_mail'
  | 'access_digest'
  | 'job_alerts'
  | 'job_alert_digest'
  | 'sweep_files'
  | 'scheduled_backup'
  | 'prune_audit'
  | 'deliver_push'
  | 'push_review'
  | 'send_sign_in_code';

/** Installs or upgrades the queue's own schema (graphile_worker); run with the app's migrations. */
export async function migrateQueue(pool: pg.Pool) {
  await runMigrations({ pgPool: pool, logger: quietLogger });
}

/**
 * Adds a job inside the caller's transaction: it exists exactly when the change that caused it commits.
 * `jobKey` makes the job unique: adding it again replaces the waiting one (or, with `preserve_run_at`, keeps its time).
 */
export async function enqueue(
  db: Executor,
  task: TaskName,
  payload: Record<string, unknown>,
  options: {
    jobKey?: string;
    jobKeyMode?: 'replace' | 'preserve_run_at';
    runAt?: SQL | Date;
    maxAttempts?: number;
  } = {},
) {
  const runAt =
    options.runAt instanceof Date ? sql`${options.runAt.toISOString()}::timestamptz` : options.runAt;
  await db.execute(sql`SELECT graphile_worker.add_job(
    ${task}::text,
    ${JSON.stringify(payload)}::json,
    run_at => ${runAt ?? sql`NULL`},
    max_attempts => ${options.maxAttempts ?? 10}::int,
    job_key => ${options.jobKey ?? null}::text,
    job_key_mode => ${options.jobKeyMode ?? 'replace'}::text
  )`);
}

/** How many jobs are waiting or failed for good, by task (for the Mail page and metrics). */
export async function queueDepth(db: Executor) {
  const result = await db.execute<{ task: string; waiting: number }>(sql`
    SELECT task_identifier AS task, count(*)::int AS waiting
    FROM graphile_worker.jobs WHERE attempts < max_attempts GROUP BY task_identifier`);
  return result.rows;
}

export type Queue = { stop: () => Promise<void> };

/**
 * Runs the tasks in this process until `stop`. `crontab` lines (graphile-worker's format) run once per tick across
 * all processes. Signals are left to server.ts, which stops the queue before the pool.
 */
export async function startQueue({
  pool,
  tasks,
  crontab = '',
  logger,
  concurrency = 2,
  preparedStatements = true,
}: {
  pool: pg.Pool;
  /** False when `pool` goes through a transaction pooler, which loses named statements (decision 065). */
  preparedStatements?: boolean;
  tasks: TaskList;
  crontab?: string;
  logger: Pick<Logger, 'warn' | 'error'>;
  concurrency?: number;
}): Promise<Queue> {
  let isStopping = false;
  const options: RunnerOptions = {
    pgPool: retryingWhileUnreachable(pool, () => isStopping),
    taskList: tasks,
    crontab,
    concurrency,
    noHandleSignals: true,
    pollInterval: 2000,
    noPreparedStatements: !preparedStatements,
    logger: new WorkerLogger(() => (level, message) => {
      if (level === 'error') logger.error(message);
      else if (level === 'warning') logger.warn(message);
    }),
  };
  // `stop` asks the workers and the cron to finish; `promise` settles once every connection is back in the pool.
  // A runner that stopped itself (its worker pool ended) refuses a second `stop`: that is not an error here.
  const stopRunner = async (current: Runner) => {
    await current.stop().catch(() => undefined);
    await current.promise.catch(() => undefined);
  };
  let runner: Runner | undefined;
  let recovery: Promise<void> | undefined;
  const deadWorkers = new Set<string>();

  /**
   * graphile-worker ends a worker for good when it cannot record a job's end (the database went away meanwhile,
   * e.g. a PostgreSQL restart): the job stays locked for four hours and the queue runs a worker short until the
   * process restarts. Once the database answers again, the dead workers' jobs are unlocked (they run again: a
   * mail may go twice, never not at all) and the queue starts afresh with all its workers.
   */
  async function recover() {
    // What the old runner fails to stop (its own database calls) must not stop the recovery.
    if (runner) await stopRunner(runner).catch(() => undefined);
    runner = undefined;
    while (!isStopping) {
      try {
        await pool.query('SELECT graphile_worker.force_unlock_workers($1::text[])', [[...deadWorkers]]);
        deadWorkers.clear();
        runner = await startRunner();
        logger.warn('queue: restarted after losing a worker to a database outage');
        return;
      } catch {
        await new Promise((wait) => setTimeout(wait, 1000));
      }
    }
  }

  const startRecovery = () => {
    recovery ??= recover().finally(() => {
      recovery = undefined;
    });
  };

  async function startRunner() {
    const started = await run(options);
    started.events.on('worker:fatalError', ({ worker }) => {
      deadWorkers.add(worker.workerId);
      startRecovery();
    });
    // A runner ends on its own only when something went wrong underneath it; the queue must not stay down.
    void started.promise
      .catch(() => undefined)
      .then(() => {
        if (!isStopping && runner === started) startRecovery();
      });
    return started;
  }

  runner = await startRunner();
  return {
    stop: async () => {
      isStopping = true;
      await recovery;
      if (runner) await stopRunner(runner);
      runner = undefined;
    },
  };
}

const quietLogger = new WorkerLogger(() => () => undefined);
