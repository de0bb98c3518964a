import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
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

export default defineConfig({
  plugins: [react(), live.plugin],
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
  },
});
