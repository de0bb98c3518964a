import { availableParallelism } from 'node:os';
import { extname } from 'node:path';
import Piscina from 'piscina';

type Logger = { warn: (details: object, message: string) => void };

/** At most this much text is kept per CV: far more than any CV, small enough for the search vector. */
export const CV_TEXT_MAX_CHARS = 100_000;
/** An upload waits at most this long for its text; past it the CV is stored without. */
const CV_TEXT_TIMEOUT_MS = 5_000;
/** A worker that needs more memory than this (a zip bomb, a pathological PDF) is stopped. */
const WORKER_MEMORY_MB = 256;

/** PDF and DOCX are read; old binary .doc files are not (decision 005). */
const KINDS: Record<string, 'pdf' | 'docx'> = { '.pdf': 'pdf', '.docx': 'docx' };

/**
 * Plain, searchable text: no NUL or other control characters (PostgreSQL text refuses NUL), whitespace runs
 * folded to one space or one line break, at most `CV_TEXT_MAX_CHARS`. Empty text is no text.
 */
export function cleanCvText(raw: string): string | null {
  const text = raw
    // oxlint-disable-next-line no-control-regex -- removing control characters is the point.
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, ' ')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n[\s]*/g, '\n')
    .trim()
    .slice(0, CV_TEXT_MAX_CHARS)
    .trim();
  return text || null;
}

/**
 * One pool of worker threads for every CV read in this process: at most one thread per core (so a burst of
 * uploads queues instead of starting a 256 MB thread each), each capped at WORKER_MEMORY_MB, idle threads end
 * after a while and do not keep the process alive. Made on first use.
 */
let pool: Piscina | null = null;
const cvTextPool = () => {
  pool ??= new Piscina({
    filename: new URL('./cv-text.worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: Math.max(1, availableParallelism()),
    idleTimeout: 30_000,
    // A longer queue than this is a flood: those uploads go without text rather than wait.
    maxQueue: 4 * Math.max(1, availableParallelism()),
    resourceLimits: { maxOldGenerationSizeMb: WORKER_MEMORY_MB },
  });
  return pool;
};

/** Threads the pool runs now (tests check the cap). */
export const cvTextThreads = () => pool?.threads.length ?? 0;

/**
 * The text inside a CV file (PDF or DOCX), read once at upload by the pool with a deadline (waiting for a thread
 * included; a task past it is aborted, which stops its thread) and a memory limit. Never throws: a file that
 * cannot be read (damaged, scanned images only, encrypted, .doc, too slow, pool full) gives null and the CV
 * matches on its form fields alone. The reason is logged, the file's contents never.
 */
export async function extractCvText(
  path: string,
  fileName: string,
  log: Logger,
  timeoutMs = CV_TEXT_TIMEOUT_MS,
): Promise<string | null> {
  const kind = KINDS[extname(fileName).toLowerCase()];
  if (!kind) return null;
  const started = performance.now();
  try {
    const text: unknown = await cvTextPool().run(
      { path, kind, maxChars: CV_TEXT_MAX_CHARS },
      { signal: AbortSignal.timeout(timeoutMs) },
    );
    // A warm thread can answer before the abort timer gets its turn on a busy event loop: past the deadline is
    // past it, whichever came first.
    if (performance.now() - started > timeoutMs)
      throw Object.assign(new Error('late'), { name: 'AbortError' });
    if (typeof text !== 'string') throw new Error('no text came back');
    return cleanCvText(text);
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'AbortError'
        ? `no text after ${timeoutMs} ms`
        : String((error as Error)?.message ?? error);
    log.warn({ kind, reason: reason.slice(0, 200) }, 'CV file text not extracted');
    return null;
  }
}
