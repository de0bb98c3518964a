/**
 * Runs in a worker thread (see cv-text.ts): reads one CV file and posts back its plain text. Plain JavaScript so
 * it starts the same under `node --import tsx`, Vitest and anything else: a worker does not inherit a loader.
 * A thread of its own means a hostile or huge file cannot stall the server's event loop, and the parent can stop
 * it at its deadline or when it outgrows its memory limit.
 */
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';

/** @type {{ path: string, kind: 'pdf' | 'docx', maxChars: number }} */
const { path, kind, maxChars } = workerData;

async function pdfText(bytes) {
  const { getDocumentProxy } = await import('unpdf');
  // verbosity 0: pdf.js prints only errors, never the file's contents or repair notes.
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0, isEvalSupported: false });
  const parts = [];
  let length = 0;
  // Page by page, stopping once there is enough text: a 500-page file costs no more than the first pages.
  for (let page = 1; page <= pdf.numPages && length < maxChars; page++) {
    const content = await (await pdf.getPage(page)).getTextContent();
    // As unpdf's extractText joins them: pdf.js splits lines into runs and marks where a line ends.
    const pageText = content.items
      .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
      .join('');
    parts.push(pageText);
    length += pageText.length;
  }
  await pdf.destroy();
  return parts.join('\n');
}

async function docxText(bytes) {
  const mammoth = (await import('mammoth')).default;
  const result = await mammoth.extractRawText({ buffer: bytes });
  return result.value;
}

try {
  const bytes = await readFile(path);
  const text = kind === 'pdf' ? await pdfText(bytes) : await docxText(bytes);
  // Cleaning folds whitespace before the parent keeps maxChars; past a few times that nothing more is needed.
  parentPort?.postMessage({ text: text.slice(0, maxChars * 4) });
} catch (error) {
  parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) });
}
