import { MESSAGES } from '@hub/contract/messages';
import { AppError } from '../../plugins/errors.ts';

/**
 * How many password hashes may run at once, how many may wait, and for how long. A hash is scrypt with 128 MiB on
 * libuv's thread pool, which static files and downloads use too: two at a time leave the pool's other threads to
 * them, however many wrong passwords arrive.
 */
export const HASHING_LIMITS = { running: 2, waiting: 16, waitMs: 3000 } as const;
/** What a sign-in turned away by a full gate is told to wait, in seconds. */
const HASHING_RETRY_AFTER_SECONDS = 2;

const signInBusy = () =>
  new AppError(503, 'SIGN_IN_BUSY', MESSAGES.tooManyRequests, undefined, {
    'retry-after': String(HASHING_RETRY_AFTER_SECONDS),
  });

/**
 * A gate that lets `running` tasks through at once and queues `waiting` more, each for at most `waitMs`; a task
 * that finds the queue full, or waits too long, is refused with 503 and Retry-After. Written here rather than taken
 * from p-limit, which has neither a bound on its queue nor a longest wait: those are the point.
 */
function createGate(limits: { running: number; waiting: number; waitMs: number } = HASHING_LIMITS) {
  let running = 0;
  const queue: Array<{ start: () => void; timer: NodeJS.Timeout }> = [];

  const release = () => {
    running--;
    const next = queue.shift();
    if (next) {
      clearTimeout(next.timer);
      running++;
      next.start();
    }
  };

  const admit = () =>
    new Promise<void>((start, refuse) => {
      if (running < limits.running) {
        running++;
        start();
        return;
      }
      if (queue.length >= limits.waiting) {
        refuse(signInBusy());
        return;
      }
      const entry = {
        start,
        timer: setTimeout(() => {
          queue.splice(queue.indexOf(entry), 1);
          refuse(signInBusy());
        }, limits.waitMs),
      };
      queue.push(entry);
    });

  return {
    /** Runs `task` once the gate lets it through; 503 when it cannot within the wait. */
    async run<T>(task: () => Promise<T>): Promise<T> {
      await admit();
      try {
        return await task();
      } finally {
        release();
      }
    },
    /** Tasks running and waiting now (for tests and metrics). */
    load: () => ({ running, waiting: queue.length }),
  };
}

/** The one gate every password hash of this process goes through. */
export const hashingGate = createGate();
