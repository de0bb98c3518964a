import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** Replaces the section of docs/benchmarks.md headed like `section`'s first line (or adds it under "## Lists"). */
export async function writeSection(section: string) {
  const path = join(root, 'docs/benchmarks.md');
  const text = await readFile(path, 'utf8');
  const heading = section.split('\n')[0] ?? '';
  // A blank line before whatever heading follows.
  const block = `${section.trimEnd()}\n\n`;
  const start = text.indexOf(`${heading}\n`);
  let updated: string;
  if (start >= 0) {
    const next = text.slice(start + heading.length).search(/\n##+ /);
    const end = next < 0 ? text.length : start + heading.length + next + 1;
    updated = `${text.slice(0, start)}${block}${text.slice(end)}`;
  } else {
    const lists = text.indexOf('## Lists\n');
    if (lists < 0) throw new Error('docs/benchmarks.md has no "## Lists" section');
    const after = text.indexOf('\n## ', lists + 1);
    const at = after < 0 ? text.length : after + 1;
    updated = `${text.slice(0, at)}${block}${text.slice(at)}`;
  }
  await writeFile(path, updated);
  console.log(`docs/benchmarks.md: ${heading} written`);
}
