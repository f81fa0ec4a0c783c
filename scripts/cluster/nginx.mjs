// The cluster's load balancer: Debian's nginx (installed with apt-get when missing) with its own prefix,
// configuration, pid file and logs in the cluster's directory, from deploy/nginx/kingside.conf.template, the
// configuration compose.yaml and deploy/k8s use too.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from '../load/server.mjs';
import { waitForPort } from '../support/ports.mjs';

/** The load balancer's configuration, the same file compose.yaml and deploy/k8s use (docs/deployment.md). */
export const TEMPLATE = path.join(root, 'deploy/nginx/kingside.conf.template');

/** The ${NAME} fields of the template, the way the official image's envsubst fills them; throws on one not given. */
export function fillTemplate(text, values) {
  return text.replace(/\$\{([A-Z][A-Z0-9_]*)\}/g, (field, name) => {
    if (!(name in values)) throw new Error(`${TEMPLATE}: no value for ${field}`);
    return values[name];
  });
}

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

/**
 * The configuration for nginx on `port` over the api instances on `apiPorts`, its files in `dir`: a main context of
 * its own (pid, logs and temporary files in `dir`; in a container, the image's nginx.conf) around the template,
 * whose API_SERVER line is written once per instance.
 */
export function renderConfig(dir, { port, apiPorts }) {
  const template = fs
    .readFileSync(TEMPLATE, 'utf8')
    .replace(/^(.*)\$\{API_SERVER\}(.*)$/m, (_, before, after) => apiPorts.map((p) => `${before}127.0.0.1:${p}${after}`).join('\n'));
  const site = fillTemplate(template, {
    NGINX_LISTEN: `127.0.0.1:${port}`,
    // Only `resolve` asks it, and no server here has it: the instances are addresses.
    NGINX_RESOLVER: '127.0.0.1',
    NGINX_CACHE_DIR: path.join(dir, 'cache'),
    NGINX_ACCESS_LOG: path.join(dir, 'access.log'),
  });
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${path.join(dir, kind)};`);
  return [
    "# `npm run cluster`'s nginx (scripts/cluster/nginx.mjs): Debian's, with its own prefix in the cluster's directory,",
    '# never the system service; the http part is deploy/nginx/kingside.conf.template.',
    'user root;',
    'worker_processes 1;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'error.log')} warn;`,
    'events {',
    '  worker_connections 4096;',
    '}',
    'http {',
    ...temp,
    site.replace(/^(?=.)/gm, '  '),
    '}',
    '',
  ].join('\n');
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
