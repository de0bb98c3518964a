#!/usr/bin/env node
// `npm start`: builds what is stale (the web app, the compiled server), then runs the compiled server with plain
// Node: no TypeScript loader at run time. `node scripts/start.mjs admin|backup|import ARGS` runs a compiled command-line
// tool the same way (the server alone is built), from the folder it was called in, so DATA_DIR means the same. `--conditions=hub-compiled` makes `@hub/contract/*` resolve to its
// compiled JavaScript (packages/contract/dist) instead of its TypeScript sources.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The newest modification time under these paths (folders walked, node_modules and build output skipped). */
function newestChange(paths) {
  let newest = 0;
  for (const path of paths.map((p) => join(root, p)).filter(existsSync)) {
    if (!statSync(path).isDirectory()) {
      newest = Math.max(newest, statSync(path).mtimeMs);
      continue;
    }
    for (const entry of readdirSync(path, { withFileTypes: true, recursive: true })) {
      if (!entry.isFile()) continue;
      const file = join(entry.parentPath, entry.name);
      if (/[/\\](node_modules|dist)[/\\]/.test(file) || file.endsWith('.test.ts')) continue;
      newest = Math.max(newest, statSync(file).mtimeMs);
    }
  }
  return newest;
}

const builtAt = (path) => (existsSync(join(root, path)) ? statSync(join(root, path)).mtimeMs : 0);

const contract = [
  'packages/contract/src',
  'packages/contract/package.json',
  'packages/contract/tsconfig.build.json',
];
const targets = [
  {
    name: 'the web app',
    workspace: 'apps/web',
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/public',
      'apps/web/vite.config.ts',
      'apps/web/scripts',
      ...contract,
    ],
  },
  {
    name: 'the server',
    workspace: 'apps/server',
    output: 'apps/server/dist/server.js',
    sources: [
      'apps/server/src',
      'apps/server/tsconfig.build.json',
      'apps/server/scripts/copy-assets.mjs',
      ...contract,
    ],
  },
];

const COMMANDS = { admin: 'cli/admin.js', backup: 'cli/backup.js', import: 'cli/import.js' };
const [command, ...commandArgs] = process.argv.slice(2);
if (command !== undefined && !(command in COMMANDS)) {
  console.error(
    `Unknown command ${command}: use one of ${Object.keys(COMMANDS).join(', ')}, or none to start.`,
  );
  process.exit(2);
}
const entry = command ? COMMANDS[command] : 'server.js';

// START_WITHOUT_BUILD=true runs what is built as it is: the end-to-end suite builds once, then starts two apps at a
// time, which must not both rebuild (into the same folder) when a source changed during the run.
const mayBuild = process.env.START_WITHOUT_BUILD !== 'true';
for (const target of command ? targets.filter((t) => t.workspace === 'apps/server') : targets) {
  if (builtAt(target.output) >= newestChange(target.sources)) continue;
  if (!mayBuild) {
    if (builtAt(target.output) > 0) continue;
    console.error(`${target.name} is not built: run npm run build first.`);
    process.exit(1);
  }
  // Build messages go to stderr, as JSON like every other line: stdout carries only the app's log.
  console.error(JSON.stringify({ level: 30, time: Date.now(), msg: `Building ${target.name}...` }));
  const build = spawnSync('npm', ['run', 'build', '-w', target.workspace], {
    cwd: root,
    stdio: ['ignore', process.stderr, 'inherit'],
    // A build is for running, whatever NODE_ENV the app itself is started with: a development one makes Vite emit
    // development JSX, which the prerendering cannot run.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(
  process.execPath,
  ['--conditions=hub-compiled', join(root, 'apps/server/dist', entry), ...commandArgs],
  // npm runs a root script in the root folder; INIT_CWD is where the person typed it.
  { cwd: process.env.INIT_CWD ?? process.cwd(), stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
