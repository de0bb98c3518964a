import { extname } from 'node:path';
import { Worker } from 'node:worker_threads';

type Logger = { warn: (details: object, message: string) => void };

/** At most this much text is kept per CV: far more than any CV, small enough for the search vector. */
export const CV_TEXT_MAX_CHARS = 100_000;
/** An upload waits at most this long for its text; past it the CV is stored without. */
export const CV_TEXT_TIMEOUT_MS = 5_000;
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
 * The text inside a CV file (PDF or DOCX), read once at upload in a worker thread with a deadline and a memory
 * limit. Never throws: a file that cannot be read (damaged, scanned images only, encrypted, .doc, too slow) gives
 * null and the CV matches on its form fields alone. The reason is logged, the file's contents never.
 */
export async function extractCvText(
  path: string,
  fileName: string,
  log: Logger,
  timeoutMs = CV_TEXT_TIMEOUT_MS,
): Promise<string | null> {
  const kind = KINDS[extname(fileName).toLowerCase()];
  if (!kind) return null;
  const outcome = await new Promise<{ text?: string; error?: string }>((resolve) => {
    const worker = new Worker(new URL('./cv-text.worker.mjs', import.meta.url), {
      workerData: { path, kind, maxChars: CV_TEXT_MAX_CHARS },
      resourceLimits: { maxOldGenerationSizeMb: WORKER_MEMORY_MB },
      stdout: true,
      stderr: true,
    });
    // The worker's own output is dropped: pdf.js may print fragments of the file.
    worker.stdout.resume();
    worker.stderr.resume();
    const timer = setTimeout(() => {
      finish({ error: `no text after ${timeoutMs} ms` });
    }, timeoutMs);
    let done = false;
    function finish(result: { text?: string; error?: string }) {
      if (done) return;
      done = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(result);
    }
    worker.once('message', (message: { text?: string; error?: string }) => finish(message));
    worker.once('error', (error) => finish({ error: error.message }));
    worker.once('exit', (code) => finish({ error: `worker stopped (${code})` }));
  });
  if (outcome.error !== undefined || typeof outcome.text !== 'string') {
    log.warn({ kind, reason: outcome.error?.slice(0, 200) }, 'CV file text not extracted');
    return null;
  }
  return cleanCvText(outcome.text);
}
