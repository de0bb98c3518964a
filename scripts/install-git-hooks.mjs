// `npm install` runs this (the root's prepare script): it installs the pre-commit hook that formats and lints the
// staged files (lint-staged, configured in package.json). Outside a git checkout (an unpacked release) there is no
// hook to install, and that is not an error.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync(new URL('../.git', import.meta.url))) {
  console.log('No .git folder: the pre-commit hook is not installed.');
} else {
  execFileSync(
    process.execPath,
    [new URL('../node_modules/simple-git-hooks/cli.js', import.meta.url).pathname],
    {
      stdio: 'inherit',
    },
  );
}
