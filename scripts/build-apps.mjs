// `npm run build`: the type-check of every project (tsc -b, which also compiles the api and the shared
// packages), then the production builds of the frontend apps, two at a time (the machine has two cores).
// `node scripts/build-apps.mjs <app>…` builds only those (npm start's rebuild of stale apps). Each app
// built records its build stamp (scripts/buildStamps.mjs), taken from its inputs as they were when its
// build began, so an edit made during a build is still seen as a change afterwards.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { APPS, FRONTENDS, ROOT, currentStamp, writeStamp } from './buildStamps.mjs';

const requested = process.argv.slice(2);
const unknown = requested.filter((app) => !APPS.includes(app));
if (unknown.length > 0) {
  console.error(`unknown app: ${unknown.join(', ')} (one of ${APPS.join(', ')})`);
  process.exit(2);
}
const all = requested.length === 0;
const apps = all ? APPS : requested;
const parallel = Number(process.env.BUILD_PARALLEL || 2);

// All of it when building everything (the type-check is part of the build); otherwise what the requested
// apps need: the api's own compile, or the shared packages the frontends' server-side builds import.
const projects = all ? [] : apps.includes('api') ? ['api'] : ['packages/contracts', 'packages/ui'];
const stamps = new Map(apps.map((app) => [app, currentStamp(app)]));
const typecheck = spawnSync('npx', ['tsc', '-b', ...projects], { cwd: ROOT, stdio: 'inherit' });
if (typecheck.status !== 0) process.exit(typecheck.status ?? 1);
if (apps.includes('api')) writeStamp('api', stamps.get('api'));

function build(app) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('npx', ['webpack', '--mode', 'production'], { cwd: path.join(ROOT, app), stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code) => {
      if (code === 0) {
        writeStamp(app, stamps.get(app));
        console.log(`built ${app} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        resolve();
      } else reject(new Error(`${app} failed to build (exit ${code})`));
    });
  });
}

const queue = apps.filter((app) => FRONTENDS.includes(app));
const workers = Array.from({ length: parallel }, async () => {
  while (queue.length) await build(queue.shift());
});
Promise.all(workers).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
