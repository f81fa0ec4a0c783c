// Builds the seven frontend apps for production, two at a time (the machine has two cores).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apps = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['shell', 'mfe-learn', 'mfe-blog', 'mfe-shop', 'mfe-checkout', 'mfe-auth', 'mfe-admin'];
const parallel = Number(process.env.BUILD_PARALLEL || 2);

function build(app) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('npx', ['webpack', '--mode', 'production'], { cwd: path.join(root, app), stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code) => {
      if (code === 0) {
        console.log(`built ${app} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        resolve();
      } else reject(new Error(`${app} failed to build (exit ${code})`));
    });
  });
}

const queue = [...apps];
const workers = Array.from({ length: parallel }, async () => {
  while (queue.length) await build(queue.shift());
});
Promise.all(workers).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
