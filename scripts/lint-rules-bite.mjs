// Proves the boundary rules of .oxlintrc.json bite: it adds probes that break them (two files that import each
// other, shared web code that imports a feature, a lower server layer that imports a feature), lints them, and
// fails unless oxlint refuses each one. The probes are removed whatever happens. Run by `npm run lint`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
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
    rule: 'no-restricted-imports',
    folder: 'apps/server/src/lib',
    files: {
      'upward.ts': "export { pruneAudit } from '../../features/audit/audit.service.ts';\n",
    },
  },
];

let failed = false;
for (const probe of probes) {
  const dir = mkdtempSync(join(root, probe.folder, 'lint-probe-'));
  try {
    for (const [name, text] of Object.entries(probe.files)) writeFileSync(join(dir, name), text);
    let output = '';
    try {
      output = execFileSync(
        join(root, 'node_modules/.bin/oxlint'),
        ['--deny-warnings', relative(root, dir)],
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
    rmSync(dir, { recursive: true, force: true });
  }
}
process.exit(failed ? 1 : 0);
