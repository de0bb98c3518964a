/**
 * Runs in the CV text pool's worker threads (piscina, see cv-text.ts): reads one CV file and answers its plain
 * text. Plain JavaScript so it starts the same under `node --import tsx`, Vitest and anything else: a worker does
 * not inherit a loader. Threads of their own mean a hostile or huge file cannot stall the server's event loop,
 * and the pool stops a thread at its deadline or when it outgrows its memory limit.
 */
import { readFile } from 'node:fs/promises';

// pdf.js may print fragments of the file: nothing this thread prints reaches the server's output.
for (const method of ['log', 'info', 'warn', 'error', 'debug']) console[method] = () => undefined;

async function pdfText(bytes, maxChars) {
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

/** @param {{ path: string, kind: 'pdf' | 'docx', maxChars: number }} task */
export default async function cvText({ path, kind, maxChars }) {
  const bytes = await readFile(path);
  const text = kind === 'pdf' ? await pdfText(bytes, maxChars) : await docxText(bytes);
  // Cleaning folds whitespace before the parent keeps maxChars; past a few times that nothing more is needed.
  return text.slice(0, maxChars * 4);
}
