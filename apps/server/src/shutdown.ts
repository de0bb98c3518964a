import type { FastifyInstance } from 'fastify';
import type { Logger } from './logger.ts';

export type ShutdownHook = () => Promise<void> | void;

/** How long requests in flight (and shutdown hooks) may take before the process closes anyway. */
const SHUTDOWN_DEADLINE_MS = 10_000;

/**
 * A clean stop, in this order:
 * 1. stop accepting: the listening socket closes, idle keep-alive connections go, requests on busy ones get 503;
 * 2. at the same time run the hooks (close event streams, stop the queue): an open event stream is a request
 *    that never ends, so waiting for requests first would always wait for the deadline;
 * 3. when requests and hooks are done, or after the deadline (then every connection is cut), run the final
 *    steps in order (close the pool, stop the embedded PostgreSQL).
 */
export function createShutdown(log: Logger, deadlineMs = SHUTDOWN_DEADLINE_MS) {
  const hooks: ShutdownHook[] = [];
  const finalSteps: ShutdownHook[] = [];
  let app: FastifyInstance | undefined;
  let running: Promise<void> | undefined;

  const stop = async (reason: string) => {
    log.info(`${reason}: stopping...`);
    const started = Date.now();
    const drained = app?.close() ?? Promise.resolve();
    const hooksDone = Promise.all(
      hooks.map(async (hook) => {
        try {
          await hook();
        } catch (error) {
          log.error(`A shutdown hook failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      }),
    );
    let timer: NodeJS.Timeout | undefined;
    const inTime = await Promise.race([
      Promise.all([drained, hooksDone]).then(() => true),
      new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), deadlineMs);
      }),
    ]);
    clearTimeout(timer);
    if (!inTime) {
      log.warn(`Requests or shutdown hooks still running after ${deadlineMs / 1000} s: closing anyway.`);
      app?.server.closeAllConnections();
    }
    for (const step of finalSteps) {
      try {
        await step();
      } catch (error) {
        log.error(`While stopping: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    log.info(`Stopped in ${Date.now() - started} ms.`);
  };

  return {
    /** Runs `hook` when the process stops, while requests in flight finish (e.g. close event streams). */
    onShutdown(hook: ShutdownHook) {
      hooks.push(hook);
    },
    /** The app whose requests in flight are let finish. */
    setApp(instance: FastifyInstance) {
      app = instance;
    },
    /** Runs after requests and hooks, in the order given (e.g. close the pool, then stop PostgreSQL). */
    finally(step: ShutdownHook) {
      finalSteps.push(step);
    },
    /** Stops once; later calls wait for the same stop. */
    stop(reason: string) {
      running ??= stop(reason);
      return running;
    },
    get isStopping() {
      return running !== undefined;
    },
  };
}
