#!/usr/bin/env node
// `npm run typecheck`: TypeScript over each environment's tsconfig, one after
// another (src/: the browser and the build-time program; __tests__/: the
// tests; the root: the tools and configs), with TypeScript 7's native
// compiler and one checker (npm test keeps both cores busy). Each keeps its
// own incremental state, so a second run checks only what changed.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const tsc = 'node_modules/typescript-7/bin/tsc';
const projects = { src: 'src', tests: '__tests__', tools: '.' };

let failed = false;
for (const [name, dir] of Object.entries(projects)) {
  const args = [
    tsc,
    '--noEmit',
    '--checkers',
    '1',
    '--incremental',
    '--tsBuildInfoFile',
    `node_modules/.cache/tsc/${name}.tsbuildinfo`,
    '-p',
    dir,
  ];
  const { status } = spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit' });
  if (status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
