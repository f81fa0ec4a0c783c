// `npm start`: builds whatever is not built yet, then serves the composed site and /api from one process
// (migrations and seed run at start). A fresh clone needs nothing else.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apps = ['shell', 'mfe-learn', 'mfe-blog', 'mfe-shop', 'mfe-checkout', 'mfe-auth', 'mfe-admin'];

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const missing = [
  !fs.existsSync(path.join(root, 'api/dist/server.js')) && 'api',
  ...apps.filter((app) => !fs.existsSync(path.join(root, app, 'dist', app === 'shell' ? 'index.html' : 'mf-manifest.json'))),
].filter(Boolean);

if (missing.length > 0) {
  console.log(`Building ${missing.join(', ')} (first start; later starts reuse the build)...`);
  run('npm', ['run', 'build']);
}
run('node', ['api/dist/server.js']);
