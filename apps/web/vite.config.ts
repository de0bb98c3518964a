import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import react from '@vitejs/plugin-react';
import type { Plugin, Rolldown } from 'vite';
import { defineConfig } from 'vitest/config';

const LIVE_UPDATES = /[\\/]src[\\/]features[\\/]live[\\/]live-updates\.tsx$/;
const PACKAGE = /[\\/]node_modules[\\/]/;
const APP_SOURCE = /[\\/]apps[\\/]web[\\/]src[\\/]/;

/**
 * The live-updates stream's modules in one chunk. Its component (lazy, started once the session is confirmed) imports
 * every feature's query keys, each of which Rolldown would otherwise emit as a chunk of its own (shared with that
 * feature's pages): about 20 files of 50 to 800 bytes, and as many modulepreload links added to the document in the
 * task that starts the stream. The group is the modules of the app that live-updates.tsx reaches by static imports
 * and the entry does not, and the contract's modules that only those import: a module the first load needs stays
 * where it is (the group never pulls it in, so the entry never imports the group), and the pages that use one of the
 * app's modules in it load the group instead (a few KB).
 */
function liveUpdatesChunk(): { plugin: Plugin; isInGroup: (id: string) => boolean } {
  const group = new Set<string>();
  const plugin: Plugin = {
    name: 'hub:live-updates-chunk',
    apply: 'build',
    buildEnd() {
      group.clear();
      const ids = [...this.getModuleIds()];
      const staticImports = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      const reach = (from: string[], stop: (id: string) => boolean = () => false) => {
        const found = new Set<string>();
        const queue = [...from];
        for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
          if (found.has(id) || stop(id)) continue;
          found.add(id);
          queue.push(...staticImports(id));
        }
        return found;
      };
      const initial = reach(ids.filter((id) => this.getModuleInfo(id)?.isEntry));
      const live = ids.find((id) => LIVE_UPDATES.test(id));
      if (!live || initial.has(live)) return;
      const reached = [...reach([live], (id) => initial.has(id) || PACKAGE.test(id))];
      for (const id of reached) if (APP_SOURCE.test(id)) group.add(id);
      // The contract's modules only when nothing outside the group imports them (a page that does would otherwise
      // load the whole group for one of them; /login would). Those left out stay in Rolldown's shared chunks.
      for (let added = true; added;) {
        added = false;
        for (const id of reached) {
          if (group.has(id)) continue;
          if (!(this.getModuleInfo(id)?.importers ?? []).every((importer) => group.has(importer))) continue;
          group.add(id);
          added = true;
        }
      }
    },
  };
  return { plugin, isInGroup: (id) => group.has(id) };
}

const live = liveUpdatesChunk();

/**
 * Two of Mantine's modules, replaced in the build (the dev server and the tests keep Mantine's own):
 * - useId (inputs, alerts, the app shell) swaps React's id for a random one in a layout effect after mount, a
 *   leftover from React versions without useId. In a hydrated page that state change made React render again
 *   synchronously inside the hydration's commit and run every passive effect of the page in the same task: on a
 *   phone the longest task of / and /login. React's id is stable, unique within the root and the server's too, so
 *   the hook gives that id, as Mantine renders it first (`mantine-` and React's id).
 * - MantineCssVariables renders the theme's CSS variables, which the build writes into index.html instead
 *   (providers.tsx), and its module computes Mantine's default variables as it is evaluated: 6 ms of a phone's
 *   first script evaluation, for nothing.
 */
const MANTINE_REPLACEMENTS: [RegExp, string][] = [
  [
    /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/,
    [
      "import { useId as useReactId } from 'react';",
      'export function useId(staticId) {',
      "  const id = `mantine-${useReactId().replace(/:/g, '')}`;",
      "  return typeof staticId === 'string' ? staticId : id;",
      '}',
    ].join('\n'),
  ],
  [
    /[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]MantineProvider[\\/]MantineCssVariables[\\/]MantineCssVariables\.mjs$/,
    'export function MantineCssVariables() { return null; }',
  ],
];

const mantineReplacements: Plugin = {
  name: 'hub:mantine-replacements',
  apply: 'build',
  enforce: 'pre',
  load(id) {
    return MANTINE_REPLACEMENTS.find(([module]) => module.test(id))?.[1] ?? null;
  },
};

// The shell's catalogs (src/i18n/catalogs), each feature's own (an `i18n` folder anywhere in src/features/<name>)
// and the shared enumerations' (src/lib/choices/i18n).
const CATALOG = /[\\/]src[\\/](i18n[\\/]catalogs|(features|lib)[\\/].+[\\/]i18n)[\\/][^\\/]+\.json$/;

/**
 * Each language's catalog (src/i18n/catalogs, ICU MessageFormat) compiled as it is loaded, so that the browser gets
 * Lingui's ready structures and no message parser (decision 070). Still JSON, which Vite's own plugin then turns
 * into a module.
 */
const compiledCatalogs: Plugin = {
  name: 'hub:compiled-catalogs',
  enforce: 'pre',
  async load(id) {
    if (!CATALOG.test(id)) return null;
    const catalog = JSON.parse(await readFile(id, 'utf8')) as Record<string, string>;
    return JSON.stringify(
      Object.fromEntries(Object.entries(catalog).map(([key, message]) => [key, compileMessage(message)])),
    );
  },
};

/** The line of public/sw.js that the build fills in. */
const SERVICE_WORKER_BUILD = "const BUILD = { version: 'dev', shell: [] };";

/**
 * The app shell of this build: the entry chunk, the chunks it imports statically, their CSS, and the Latin subset of
 * the Inter font (the one index.html preloads). The first paint needs exactly these.
 */
function shellFiles(bundle: Rolldown.OutputBundle) {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (files.has(fileName) || chunk?.type !== 'chunk') return;
    files.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const output of Object.values(bundle))
    if (output.type === 'chunk' && output.isEntry) visit(output.fileName);
  const font = Object.keys(bundle).find((name) => /inter-latin-wght-normal-.*\.woff2$/.test(name));
  if (!font) throw new Error('the Latin subset of the Inter font is not among the built assets');
  files.add(font);
  return [...files].sort().map((file) => `/${file}`);
}

/**
 * Writes the build's app shell into dist/sw.js (decision 055), with a version made from its file names: a new build
 * is a new worker, which caches the new shell and drops the old one. Not in the prerender's server build.
 */
function serviceWorkerShell(): Plugin {
  let shell: string[] = [];
  return {
    name: 'hub:service-worker-shell',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    generateBundle(_options, bundle) {
      shell = shellFiles(bundle);
    },
    async writeBundle(options) {
      const path = join(options.dir ?? 'dist', 'sw.js');
      const source = await readFile(path, 'utf8');
      if (!source.includes(SERVICE_WORKER_BUILD))
        throw new Error(`${path} has no line for the build to fill in`);
      const version = createHash('sha256').update(shell.join('\n')).digest('hex').slice(0, 16);
      await writeFile(
        path,
        source.replace(SERVICE_WORKER_BUILD, `const BUILD = ${JSON.stringify({ version, shell })};`),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), compiledCatalogs, live.plugin, mantineReplacements, serviceWorkerShell()],
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  // The manifest tells scripts/prerender.mjs which CSS and chunks a prerendered page needs (it removes it after).
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'live-updates',
              test: live.isInGroup,
              // Only the modules named: their imports outside the group (the entry's modules, packages) stay in
              // their own chunks, which the group imports.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // Vitest's default is one worker less than the cores: a single worker on CI's two.
    maxWorkers: 2,
    // Generous, as the server's: a component test that opens a dialog with a whole form and waits for the fake
    // server takes seconds on two shared cores; a test that waits is a hang to find, not a speed to measure.
    testTimeout: 30_000,
  },
});
