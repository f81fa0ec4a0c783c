// `npm run bench:build`: a cold production build of all seven apps (and the type-check it starts with),
// timed against the budget of docs/architecture.md §4: under 3 minutes on a 2-core machine.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const BUDGET_S = 180;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apps = ['shell', 'mfe-learn', 'mfe-blog', 'mfe-shop', 'mfe-checkout', 'mfe-auth', 'mfe-admin'];

// Cold: no previous output, no incremental type-check information, no webpack cache.
for (const dir of [...apps, 'api', 'packages/contracts', 'packages/ui']) {
  fs.rmSync(path.join(root, dir, 'dist'), { recursive: true, force: true });
  fs.rmSync(path.join(root, dir, 'build'), { recursive: true, force: true });
}
fs.rmSync(path.join(root, 'node_modules', '.cache'), { recursive: true, force: true });
// tsc -b keeps its incremental state next to each tsconfig: without it gone, a project looks up to date.
for (const dir of [...apps, 'api', 'packages/contracts', 'packages/ui', 'e2e']) {
  for (const file of fs.readdirSync(path.join(root, dir))) {
    if (file.endsWith('.tsbuildinfo')) fs.rmSync(path.join(root, dir, file), { force: true });
  }
}

const started = process.hrtime.bigint();
const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
if (result.status !== 0) {
  console.error('build failed');
  process.exit(result.status ?? 1);
}

console.log(`\ncold build of 7 apps + type-check: ${seconds.toFixed(1)} s on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'})`);
console.log(`budget: < ${BUDGET_S} s → ${seconds < BUDGET_S ? 'OK' : 'OVER BUDGET'}`);
process.exit(seconds < BUDGET_S ? 0 : 1);
