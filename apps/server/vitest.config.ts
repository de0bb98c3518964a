import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // Each file gets its own database copied from a migrated template, so files run in parallel safely.
    fileParallelism: true,
    // Vitest's default is one worker less than the cores: a single worker on CI's two. A file spends most of its
    // time waiting on PostgreSQL (another process), so four keep both cores busy.
    maxWorkers: 4,
    // Files share a worker's module cache instead of importing the app afresh each (118 s instead of 156 s for the
    // suite): nothing a test changes lives in a module (caches are keyed by the file's own database, nothing is
    // mocked, the environment is passed to createTestApp, not set on process.env).
    isolate: false,
    // Generous: a test that waits is a hang to find, not a speed to measure (2 cores, often shared).
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
