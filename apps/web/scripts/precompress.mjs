#!/usr/bin/env node
// After `vite build`: writes a Brotli (quality 11) and a gzip (level 9) copy of each built asset, which the server
// sends as they are (@fastify/static `preCompressed`). Compressing once at build time at the highest levels
// saves about 15% over compressing every response on the fly at the fast levels.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const assets = fileURLToPath(new URL('../dist/assets', import.meta.url));
const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

const names = (await readdir(assets)).filter((name) => /\.(js|css|svg|json)$/.test(name));
await Promise.all(
  names.map(async (name) => {
    const bytes = await readFile(join(assets, name));
    if (bytes.length < 1024) return;
    const [br, gz] = await Promise.all([
      toBrotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      toGzip(bytes, { level: 9 }),
    ]);
    await Promise.all([writeFile(join(assets, `${name}.br`), br), writeFile(join(assets, `${name}.gz`), gz)]);
  }),
);
console.log(`precompressed ${names.length} assets`);
