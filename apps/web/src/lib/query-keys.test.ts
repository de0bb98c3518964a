import { describe, expect, it } from 'vitest';

// Every source file of the app as text (the tests aside: a test may make up a query of its own).
const SOURCES = import.meta.glob<string>(
  ['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts', '!../**/*.test.tsx'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

/** `queryKey: ['…` : a key written out where the query is made. `queryKey: [...jobKeys.admin, id]` starts from one. */
const HAND_TYPED_KEY = /queryKey:\s*\[\s*['"`]/;

const filesMatching = (pattern: RegExp) =>
  Object.entries(SOURCES)
    .filter(([, text]) => pattern.test(text))
    .map(([path]) => path);

describe('query keys (docs/code-style.md, Web: Data)', () => {
  it('reads the whole app', () => {
    expect(Object.keys(SOURCES)).toContain('./queries.ts');
    expect(Object.keys(SOURCES).length).toBeGreaterThan(100);
  });

  it('are never typed by hand where a query is made: each starts from a key its feature or lib exports', () => {
    expect(HAND_TYPED_KEY.test("queryOptions({ queryKey: ['test-auth', 'status'] })")).toBe(true);
    expect(HAND_TYPED_KEY.test('queryOptions({ queryKey: [...jobKeys.admin, id] })')).toBe(false);
    expect(filesMatching(HAND_TYPED_KEY)).toEqual([]);
  });
});
