// The cluster's load balancer: Debian's nginx (installed with apt-get when missing) with its own prefix,
// configuration, pid file and logs in the cluster's directory, from deploy/nginx/cluster.conf.template.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from '../load/server.mjs';
import { waitForPort } from './processes.mjs';

const TEMPLATE = path.join(root, 'deploy/nginx/cluster.conf.template');

/** Passive health checks: this many failed attempts within FAIL_TIMEOUT take an instance out for FAIL_TIMEOUT. */
const MAX_FAILS = 1;
const FAIL_TIMEOUT = '2s';

export function ensureNginx() {
  if (spawnSync('which', ['nginx']).status === 0) return;
  console.log('nginx is missing: apt-get install -y nginx');
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', timeout: 300_000 });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', 'nginx'], {
    stdio: 'inherit',
    timeout: 300_000,
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (update.status !== 0 || install.status !== 0) throw new Error('installing nginx failed');
}

/** The configuration for nginx on `port` over the api instances on `apiPorts`, its files in `dir`. */
export function renderConfig(dir, { port, apiPorts }) {
  const servers = apiPorts.map((p) => `    server 127.0.0.1:${p} max_fails=${MAX_FAILS} fail_timeout=${FAIL_TIMEOUT};`).join('\n');
  return fs
    .readFileSync(TEMPLATE, 'utf8')
    .replaceAll('{{DIR}}', dir)
    .replaceAll('{{PORT}}', String(port))
    .replaceAll('{{MAX_FAILS}}', String(MAX_FAILS))
    .replaceAll('{{FAIL_TIMEOUT}}', FAIL_TIMEOUT)
    .replace('{{SERVERS}}', servers);
}

/** Writes the configuration and checks it with `nginx -t`. Returns its path. */
export function writeConfig(dir, options) {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'nginx.conf');
  fs.writeFileSync(file, renderConfig(dir, options));
  const test = spawnSync('nginx', ['-t', '-p', dir, '-e', path.join(dir, 'error.log'), '-c', file], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t refused ${file}:\n${test.stderr}`);
  return file;
}

/** Starts nginx in the foreground (its master's PID is the child's), waits for its port. */
export async function startNginx(supervisor, dir, { port, apiPorts }) {
  ensureNginx();
  const file = writeConfig(dir, { port, apiPorts });
  const child = supervisor.start('nginx', 'nginx', ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', file, '-g', 'daemon off;']);
  await waitForPort(port, { child, name: 'nginx' });
  return { child, config: file, accessLog: path.join(dir, 'access.log'), errorLog: path.join(dir, 'error.log') };
}

/**
 * The balancer's access log (log_format upstreams): requests it passed to more than one instance, and
 * the 5xx it answered, with their time (epoch ms).
 */
export function readAccessLog(file) {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const m = /^([\d.]+) (\S+) (\S+) (\d+) "([^"]*)" "([^"]*)" (\S+)$/.exec(line);
      if (!m) return null;
      const upstreams = m[5] === '-' ? [] : m[5].split(/, | : /);
      return { at: Math.round(Number(m[1]) * 1000), method: m[2], uri: m[3], status: Number(m[4]), upstreams, upstreamStatus: m[6] };
    })
    .filter(Boolean);
}
