#!/usr/bin/env node
// After `tsc`: copies what the compiled server reads beside its code, which tsc does not emit: the SQL migrations
// (db/client.ts reads ./migrations), the plain-JavaScript worker (cv-text.ts starts ./cv-text.worker.mjs) and the
// texts' catalogs (each feature's i18n/<language>.json, read by lib/catalog-texts.ts).
import { cpSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const src = fileURLToPath(new URL('../src', import.meta.url));
const dist = fileURLToPath(new URL('../dist', import.meta.url));

cpSync(join(src, 'db/migrations'), join(dist, 'db/migrations'), { recursive: true });
for (const entry of readdirSync(src, { recursive: true, withFileTypes: true })) {
  const isCatalog = entry.name.endsWith('.json') && entry.parentPath.endsWith('/i18n');
  if (!entry.isFile() || !(entry.name.endsWith('.mjs') || isCatalog)) continue;
  const from = join(entry.parentPath, entry.name);
  cpSync(from, join(dist, relative(src, from)));
}
