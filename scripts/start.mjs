// `npm start`: rebuilds exactly the apps whose inputs changed since their last build (their build stamps,
// scripts/buildStamps.mjs), says which and why, then serves the composed site and /api from one process
// (migrations and seed run at start). A fresh clone needs nothing else; an unchanged tree starts at once.
import { spawnSync } from 'node:child_process';
import { APPS, ROOT, whyRebuild } from './buildStamps.mjs';

function run(command, args) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const stale = APPS.map((app) => ({ app, why: whyRebuild(app) })).filter((entry) => entry.why);
if (stale.length > 0) {
  console.log(`Rebuilding ${stale.map(({ app, why }) => `${app} (${why})`).join(', ')}`);
  run('node', ['scripts/build-apps.mjs', ...(stale.length === APPS.length ? [] : stale.map(({ app }) => app))]);
} else {
  console.log('Every app is built from the current sources');
}
run('node', ['api/dist/server.js']);
