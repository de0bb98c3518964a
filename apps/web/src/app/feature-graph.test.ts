import { describe, expect, it } from 'vitest';

// Every feature's source files as text (tests aside: they may reach wherever they need to).
const SOURCES = import.meta.glob<string>(
  ['../features/**/*.ts', '../features/**/*.tsx', '!../features/**/*.test.ts', '!../features/**/*.test.tsx'],
  { query: '?raw', import: 'default', eager: true },
);

/** `../features/jobs/api/jobs.ts` → `jobs`; any other path → undefined. */
const featureOf = (path: string) => /^\/src\/features\/([^/]+)\//.exec(path)?.[1];

/** Which features each feature imports (statically or lazily), read from the import specifiers. */
function featureGraph() {
  const graph = new Map<string, Set<string>>();
  for (const [globPath, text] of Object.entries(SOURCES)) {
    const path = new URL(globPath, 'file:///src/app/').pathname;
    const from = featureOf(path);
    if (!from) continue;
    const uses = graph.get(from) ?? new Set<string>();
    graph.set(from, uses);
    for (const [, specifier = ''] of text.matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)) {
      const feature = featureOf(new URL(specifier, `file://${path}`).pathname);
      if (feature && feature !== from) uses.add(feature);
    }
  }
  return graph;
}

/** The first cycle found, as the features along it, or null. */
function findCycle(graph: Map<string, Set<string>>) {
  const done = new Set<string>();
  const visit = (feature: string, path: string[]): string[] | null => {
    if (path.includes(feature)) return [...path.slice(path.indexOf(feature)), feature];
    if (done.has(feature)) return null;
    for (const next of graph.get(feature) ?? []) {
      const cycle = visit(next, [...path, feature]);
      if (cycle) return cycle;
    }
    done.add(feature);
    return null;
  };
  for (const feature of graph.keys()) {
    const cycle = visit(feature, []);
    if (cycle) return cycle;
  }
  return null;
}

describe('features depend on each other one way (docs/code-style.md, Layout)', () => {
  it('reads every feature and the imports between them', () => {
    const graph = featureGraph();
    expect(graph.size).toBeGreaterThan(20);
    expect(graph.get('jobs')).toContain('moderated-posts');
  });

  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['mail', new Set(['my-activity'])],
      ['my-activity', new Set(['push', 'mail'])],
    ]);
    expect(findCycle(graph)).toEqual(['mail', 'my-activity', 'mail']);
  });

  it('has no cycle between features: what two features both need lives in lib/ or components/', () => {
    expect(findCycle(featureGraph())).toBeNull();
  });
});
