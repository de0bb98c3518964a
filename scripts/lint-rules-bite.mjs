// Proves the boundary rules of .oxlintrc.json bite: it adds probes that break them (two files that import each
// other, shared web code that imports a feature, a lower server layer that imports a feature, a server feature
// that reaches past another's entry file, two server features that import each other through their entry
// files), lints them, and fails unless oxlint refuses each one. Likewise for the catalogs' check (check-i18n.mjs):
// texts written outside the catalogs in a converted folder, a catalog missing keys, and a contract message no catalog words. The probes are removed
// whatever happens. Run by `npm run lint`.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const probes = [
  {
    rule: 'import(no-cycle)',
    folder: 'apps/server/src/lib',
    files: {
      'a.ts': "import type { B } from './b.ts';\nexport type A = { b?: B };\n",
      'b.ts': "import type { A } from './a.ts';\nexport type B = { a?: A };\n",
    },
  },
  {
    rule: 'no-restricted-imports',
    folder: 'apps/web/src/lib',
    files: { 'upward.ts': "export { useJobs } from '../../features/jobs/api/get-jobs.ts';\n" },
  },
  {
    // A web feature reaching past another's entry files (index.ts, admin.ts, api/*-keys.ts).
    rule: 'no-restricted-imports',
    folder: 'apps/web/src/features/jobs',
    files: { 'deep.ts': "export { useMyApplication } from '../../applications/api/my-applications.ts';\n" },
  },
  {
    rule: 'no-restricted-imports',
    folder: 'apps/server/src/lib',
    files: {
      'upward.ts': "export { pruneAudit } from '../../features/audit/audit.service.ts';\n",
    },
  },
  {
    // A server feature that takes another's inner file instead of its entry file.
    rule: 'no-restricted-imports',
    folder: 'apps/server/src/features',
    files: { 'past-entry.ts': "export { pruneAudit } from '../audit/audit.service.ts';\n" },
  },
  {
    // Two server features that use each other, each through the other's entry file: the probe folder is one
    // feature, `<probe>-b/` beside it the other.
    rule: 'import(no-cycle)',
    folder: 'apps/server/src/features',
    files: (probe) => ({
      'index.ts': `export { b } from '../${probe}-b/index.ts';\nexport const a = 1;\n`,
      [`../${probe}-b/index.ts`]: `export { a } from '../${probe}/index.ts';\nexport const b = 2;\n`,
    }),
  },
];

let failed = false;
for (const probe of probes) {
  const dir = mkdtempSync(join(root, probe.folder, 'lint-probe-'));
  const files = typeof probe.files === 'function' ? probe.files(basename(dir)) : probe.files;
  const written = new Set([dir]);
  try {
    for (const [name, text] of Object.entries(files)) {
      const path = join(dir, name);
      mkdirSync(dirname(path), { recursive: true });
      written.add(dirname(path));
      writeFileSync(path, text);
    }
    let output = '';
    try {
      output = execFileSync(
        join(root, 'node_modules/.bin/oxlint'),
        ['--deny-warnings', ...[...written].map((folder) => relative(root, folder))],
        {
          cwd: root,
          encoding: 'utf8',
        },
      );
    } catch (error) {
      output = `${error.stdout}${error.stderr}`;
    }
    if (output.includes(probe.rule))
      console.log(`lint refuses a probe of ${probe.rule} in ${probe.folder}: the rule bites`);
    else {
      failed = true;
      console.error(`lint let a probe of ${probe.rule} in ${probe.folder} through:\n${output}`);
    }
  } finally {
    for (const folder of written) rmSync(folder, { recursive: true, force: true });
  }
}
// The catalogs' check: each probe file, alone, must make it fail with the finding named.
const i18nProbes = [
  {
    finding: 'JSX text outside the catalogs',
    path: 'apps/web/src/features/home/lint-probe-i18n.tsx',
    text: 'export const Probe = () => <p>Untranslated words</p>;\n',
  },
  {
    finding: 'aria-label= outside the catalogs',
    path: 'apps/web/src/features/home/lint-probe-i18n.tsx',
    text: "export const Probe = ({ isOpen }: { isOpen: boolean }) => (\n  <button aria-label={isOpen ? 'Close' : 'Open'} />\n);\n",
  },
  {
    finding: 'message: outside the catalogs',
    path: 'apps/web/src/features/home/lint-probe-i18n.tsx',
    text: "export const toast = { title: '', message: 'Saved!' };\n",
  },
  {
    finding: 'is not in apps/web/src/lib/contract-messages/i18n',
    path: 'packages/contract/src/lint-probe-message.ts',
    text: "export const PROBE_MESSAGES = { unworded: 'A message no catalog words' };\n",
  },
  {
    finding: 'lint-probe.json: missing key',
    path: 'apps/web/src/i18n/catalogs/lint-probe.json',
    text: '{}\n',
  },
];
for (const probe of i18nProbes) {
  const path = join(root, probe.path);
  let output = '';
  try {
    writeFileSync(path, probe.text);
    execFileSync(process.execPath, [join(root, 'scripts/check-i18n.mjs')], {
      cwd: root,
      encoding: 'utf8',
      stdio: 'pipe',
    });
  } catch (error) {
    output = `${error.stdout}${error.stderr}`;
  } finally {
    rmSync(path, { force: true });
  }
  if (output.includes(probe.finding))
    console.log(`the catalogs' check finds a probe's ${probe.finding}: it bites`);
  else {
    failed = true;
    console.error(`the catalogs' check let a probe of ${probe.finding} through:\n${output}`);
  }
}

process.exit(failed ? 1 : 0);
