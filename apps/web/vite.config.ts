import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  // The manifest tells scripts/prerender.mjs which CSS and chunks a prerendered page needs (it removes it after).
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 600, manifest: true },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
  },
});
