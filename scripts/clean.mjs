#!/usr/bin/env node
// Removes the folders named (relative to the working directory) before a build, so no stale output survives.
import { rmSync } from 'node:fs';

for (const folder of process.argv.slice(2)) rmSync(folder, { recursive: true, force: true });
