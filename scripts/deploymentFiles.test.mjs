import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { parse, parseAllDocuments } from 'yaml';
import { MAX_UPLOAD_BYTES } from '@kingside/contracts/admin';
import { COMMON_PASSWORDS_FILE } from '../api/src/accounts/commonPasswords';
import { loadConfig } from '../api/src/shared/config';
import { healthRoutes } from '../api/src/shared/http/health';
import { FRONTENDS } from './buildStamps.mjs';

/*
 * The deployment files (Dockerfile, compose.yaml, deploy/k8s) held to the code, since no container runs on the
 * project's machines (docs/deployment.md, "What was run here"): every variable the api needs in production is
 * set, ports and probe paths agree and answer, the image's start command is a file the build makes, and no
 * secret is written down.
 */

const root = path.resolve(import.meta.dirname, '..');
const read = (file) => fs.readFileSync(path.join(root, file), 'utf8');
const yamlFile = (file) => parse(read(file));

/** The variables loadConfig refuses to start without in production, as it says them, one at a time. */
function requiredInProduction() {
  const env = { NODE_ENV: 'production' };
  const names = [];
  for (;;) {
    try {
      loadConfig(env, false);
      return names;
    } catch (error) {
      const missing = /^(\w+) is required when NODE_ENV=production/.exec(error.message);
      if (!missing) throw error;
      names.push(missing[1]);
      env[missing[1]] = 'set';
    }
  }
}
const REQUIRED = requiredInProduction();
/**
 * What the topology needs besides: config.ts falls back to SQLite, one process's memory and api/var/ without
 * them, which is right for one machine and wrong for several (docs/deployment.md, "Environment of each part").
 */
const TOPOLOGY = ['DATABASE_URL', 'REDIS_URL', 'PUBLIC_URL', 'TRUST_PROXY', 'UPLOADS_DIR', 'REMOTES_DIR', 'DEPLOY_TOKEN', 'PORT'];
const isSecret = (name) => /SECRET|PASSWORD|TOKEN|KEY/.test(name) || /^(DATABASE|REDIS|SMTP)_URL$/.test(name);
/** Stands in for a secret the platform provides: long enough for DEPLOY_TOKEN and SECRETS_KEY. */
const fakeSecret = (name) =>
  ({ DATABASE_URL: 'mysql://u:p@db:3306/kingside', REDIS_URL: 'redis://redis:6379/0', SMTP_URL: 'smtp://mail:25' })[name] ?? 'f'.repeat(64);

// --- Dockerfile -------------------------------------------------------------------------------------------------

/** Its stages, each a list of instructions (continuation lines joined, comments dropped). */
function dockerStages() {
  const lines = read('Dockerfile')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stages = [];
  for (const line of lines) {
    const [, op, args] = /^(\w+)\s+(.*)$/.exec(line);
    const instruction = { op: op.toUpperCase(), args };
    if (instruction.op === 'FROM') stages.push({ name: /\bAS\s+(\S+)/i.exec(args)?.[1], base: args.split(/\s+/)[0], instructions: [] });
    stages.at(-1)?.instructions.push(instruction);
  }
  return stages;
}
const stages = dockerStages();
const runtime = stages.at(-1);
const all = (stage, op) => stage.instructions.filter((i) => i.op === op).map((i) => i.args);
/** A stage's instructions with those of the stages it is built FROM. */
const lineage = (stage) => {
  const parent = stages.find((s) => s.name === stage.base);
  return [...(parent ? lineage(parent) : []), ...stage.instructions];
};
const stageNamed = (name) => stages.find((s) => s.name === name);
const stageRunning = (pattern) => stages.find((s) => all(s, 'RUN').some((run) => pattern.test(run)));
const runtimeEnv = Object.fromEntries(
  all(runtime, 'ENV').flatMap((args) =>
    [...args.matchAll(/(\w+)=("[^"]*"|\S+)/g)].map(([, name, value]) => [name, value.replace(/"/g, '')]),
  ),
);
const PORT = Number(runtimeEnv.PORT);
/**
 * The metrics listener's port (docs/observability.md) as a configuration gives it: on the container's address, never
 * PORT, never on the way in from the public. Read from the variable itself while config.ts has no metrics listener.
 */
function metricsPortOf(env) {
  const secrets = Object.fromEntries(REQUIRED.map((name) => [name, fakeSecret(name)]));
  const { metricsPort, metricsHost } = loadConfig({ ...secrets, ...env, NODE_ENV: 'production' }, false);
  if (metricsPort === undefined) return Number(env.METRICS_PORT) || undefined;
  expect(metricsPort).toBeGreaterThan(0);
  expect(metricsPort).not.toBe(Number(env.PORT));
  expect(metricsHost).not.toMatch(/^(127\.|::1$|localhost$)/);
  return metricsPort;
}
/** Paths the runtime stage copies out of the build stage. */
const copiedFromBuild = all(runtime, 'COPY')
  .map((args) => /--from=(\S+)\s+\/app\/(\S+)\s+(\S+)/.exec(args))
  .filter((m) => m && stageNamed(m[1]) === stageRunning(/npm run build/))
  .map((m) => m[2]);
const copied = (file) => copiedFromBuild.some((source) => file === source || file.startsWith(`${source}/`));

// --- compose.yaml ---------------------------------------------------------------------------------------------

const compose = yamlFile('compose.yaml');
const services = compose.services;
const apiServiceName = Object.keys(services).find((name) => services[name].build !== undefined);
const apiService = services[apiServiceName];
const envExample = Object.fromEntries(
  read('.env.example')
    .split('\n')
    .filter((line) => /^\w+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
);
/** compose's own interpolation: ${NAME:?message} must be given (a secret here), ${NAME:-default} may be. */
const interpolate = (value) =>
  String(value).replace(/\$\{(\w+)(?::([?-])([^}]*))?\}/g, (_, name, kind, rest) => (kind === '-' ? rest : fakeSecret(name)));
const composeEnv = Object.fromEntries(Object.entries(apiService.environment).map(([name, value]) => [name, interpolate(value)]));
const nginxConf = read('deploy/nginx/kingside.conf.template');

// --- deploy/k8s -----------------------------------------------------------------------------------------------

const K8S = 'deploy/k8s';
const kustomization = yamlFile('deploy/kustomization.yaml');
const manifests = fs
  .readdirSync(path.join(root, K8S))
  .filter((file) => file.endsWith('.yaml'))
  .flatMap((file) => parseAllDocuments(read(`${K8S}/${file}`)).map((doc) => ({ file, ...doc.toJS() })));
/** The one manifest of a kind (of that name, when given). */
const kind = (name, { name: named } = {}) => {
  const found = manifests.filter((m) => m.kind === name && (named === undefined || m.metadata.name === named));
  expect(found).toHaveLength(1);
  return found[0];
};
const deployment = kind('Deployment', { name: 'kingside-api' });
const pod = deployment.spec.template.spec;
const container = pod.containers[0];
const configMap = kind('ConfigMap');
/** The container's environment as the pod gets it: the ConfigMap, then env (secrets stand in). */
function k8sEnv() {
  const env = {};
  for (const from of container.envFrom ?? []) {
    expect(from.configMapRef?.name).toBe(configMap.metadata.name);
    Object.assign(env, configMap.data);
  }
  for (const { name, value, valueFrom } of container.env ?? []) {
    if (valueFrom?.secretKeyRef) {
      if (!valueFrom.secretKeyRef.optional) env[name] = fakeSecret(name);
    } else env[name] = value;
  }
  return env;
}
const portOf = (ref) => (typeof ref === 'number' ? ref : container.ports.find((p) => p.name === ref)?.containerPort);
/** The documented `kubectl create secret generic <name>` and the keys it sets. */
const documentedSecret = (() => {
  const doc = read('docs/deployment.md').replace(/\\\n/g, ' ');
  const command = /kubectl create secret generic (\S+)([^\n]*)/.exec(doc);
  return { name: command?.[1], keys: [...(command?.[2] ?? '').matchAll(/--from-literal=(\w+)=/g)].map((m) => m[1]) };
})();

const bytes = (size) => Number.parseFloat(size) * { k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[size.at(-1).toLowerCase()];

it('finds what config.ts requires in production', () => {
  // Empty would make every check of it below vacuous (loadConfig's message changed, say).
  expect(REQUIRED.length).toBeGreaterThan(0);
});

describe('the Dockerfile', () => {
  it('builds in one stage (npm ci, npm run build, with the compilers sqlite3 needs) and runs from another', () => {
    const build = stageRunning(/npm run build/);
    expect(build).toBeDefined();
    expect(build).not.toBe(runtime);
    const steps = lineage(build).map((i) => `${i.op} ${i.args}`);
    const ci = steps.findIndex((s) => /^RUN .*npm ci(?! --omit)/.test(s));
    expect(ci).toBeGreaterThanOrEqual(0);
    expect(ci).toBeLessThan(steps.findIndex((s) => /^RUN .*npm run build/.test(s)));
    expect(steps.join('\n')).toMatch(/apt-get install[^\n]*python3[^\n]*make[^\n]*g\+\+/);
    // The runtime carries no compiler: it is not built FROM the toolchain.
    expect(lineage(runtime).some((i) => /g\+\+/.test(i.args))).toBe(false);
  });

  it("copies every workspace's package.json before installing, so npm ci sees the whole lockfile", () => {
    const workspaces = JSON.parse(read('package.json')).workspaces.flatMap((pattern) =>
      pattern.endsWith('/*')
        ? fs.readdirSync(path.join(root, pattern.slice(0, -2))).map((dir) => `${pattern.slice(0, -2)}/${dir}`)
        : [pattern],
    );
    const install = stageRunning(/npm ci --omit=dev/);
    const steps = lineage(install);
    const before = steps.slice(
      0,
      steps.findIndex((i) => i.op === 'RUN' && /npm ci/.test(i.args)),
    );
    const manifests = before.filter((i) => i.op === 'COPY').flatMap((i) => i.args.split(/\s+/).slice(0, -1));
    expect(manifests).toEqual(expect.arrayContaining(['package.json', 'package-lock.json']));
    for (const workspace of workspaces) expect(manifests).toContain(`${workspace}/package.json`);
  });

  it('runs with the production dependencies only, from npm ci --omit=dev', () => {
    const prod = stageRunning(/npm ci --omit=dev/);
    expect(all(runtime, 'COPY').some((args) => args.includes(`--from=${prod.name} /app `))).toBe(true);
    expect(runtimeEnv.NODE_ENV).toBe('production');
  });

  it("starts with the api's own start command, whose file the build produces", () => {
    const cmd = JSON.parse(all(runtime, 'CMD').at(-1));
    expect(cmd[0]).toBe('node');
    const start = cmd[1];
    // The file npm start and the api's package.json start.
    expect(read('scripts/start.mjs')).toContain(`'${start}'`);
    expect(`api/${JSON.parse(read('api/package.json')).main}`).toBe(start);
    // tsconfig.build.json compiles api/src into its outDir: the CMD's file is server.ts's output.
    const { compilerOptions } = JSON.parse(read('api/tsconfig.build.json'));
    const source = start.replace(`api/${compilerOptions.outDir}/`, `api/${compilerOptions.rootDir}/`).replace(/\.js$/, '.ts');
    expect(source).not.toBe(start);
    expect(fs.existsSync(path.join(root, source))).toBe(true);
    expect(copied(start)).toBe(true);
    expect(all(runtime, 'WORKDIR').at(-1)).toBe('/app');
  });

  it('holds every file the api reads at run time: the built apps, the shared package, the images, the password list', () => {
    for (const app of FRONTENDS) {
      expect(copied(`${app}/dist/index.html`)).toBe(true);
      // A remote with a section server (serverEntry) is drawn on the server from its dist-server/, and the shell's Node
      // bundle (dist-server/page.js, contracts' ShellServer) draws every page around it.
      const renders = app === 'shell' || /serverEntry:/.test(read(`${app}/webpack.config.js`));
      expect({ app, 'dist-server': copied(`${app}/dist-server/${app === 'shell' ? 'page' : 'section'}.js`) }).toEqual({
        app,
        'dist-server': renders,
      });
    }
    for (const dependency of Object.keys(JSON.parse(read('api/package.json')).dependencies).filter((d) => d.startsWith('@kingside/'))) {
      const dir = `packages/${dependency.split('/')[1]}`;
      expect(copied(`${dir}/${JSON.parse(read(`${dir}/package.json`)).main}`)).toBe(true);
    }
    expect(copied(path.relative(root, COMMON_PASSWORDS_FILE))).toBe(true);
    for (const [, folder] of read('api/src/app.ts').matchAll(/path\.join\(API_ROOT, '([^']+)'/g))
      expect(copied(`api/${folder}`)).toBe(true);
  });

  it('runs as a numeric non-root user, exposes PORT and checks the liveness probe', () => {
    const user = all(runtime, 'USER').at(-1);
    expect(user).toMatch(/^\d+(:\d+)?$/);
    expect(Number(user.split(':')[0])).not.toBe(0);
    expect(pod.securityContext.runAsUser).toBe(Number(user.split(':')[0]));
    const exposed = all(runtime, 'EXPOSE').flatMap((args) => args.split(/\s+/).map(Number));
    expect(exposed).toEqual([PORT, metricsPortOf(runtimeEnv)].filter(Boolean));
    expect(all(runtime, 'HEALTHCHECK')).toHaveLength(1);
  });

  it('leaves dependencies, builds, local data and secrets out of the context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const pattern of ['**/node_modules', '**/dist', '**/dist-server', '**/*.tsbuildinfo', 'api/var', '.env', '.env.*', '.git']) {
      expect(ignored).toContain(pattern);
    }
  });
});

/** compose's duration ('35s', '1m30s') in seconds. */
function seconds(duration) {
  const match = /^(?:(\d+)m)?(?:(\d+)s)?$/.exec(String(duration));
  if (!match || duration === '') throw new Error(`not a compose duration: ${duration}`);
  return Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0);
}

describe('compose.yaml', () => {
  it('is the topology: nginx over three api instances, a MariaDB primary and its replica, Redis', () => {
    expect(apiService.build).toBe('.');
    expect(apiService.deploy.replicas).toBe(3);
    const byImage = (image) => Object.keys(services).filter((name) => String(services[name].image).startsWith(`${image}:`));
    expect(byImage('nginx')).toHaveLength(1);
    expect(byImage('redis')).toHaveLength(1);
    const databases = byImage('mariadb');
    const replicas = databases.filter((name) => services[name].environment.MARIADB_MASTER_HOST);
    expect(replicas).toHaveLength(1);
    const primary = services[replicas[0]].environment.MARIADB_MASTER_HOST;
    expect(databases.sort()).toEqual([primary, replicas[0]].sort());
    expect(new URL(composeEnv.DATABASE_URL).hostname).toBe(primary);
    expect(new URL(composeEnv.REDIS_URL).hostname).toBe(byImage('redis')[0]);
    const lb = services[byImage('nginx')[0]];
    const [config] = lb.volumes.map((v) => v.split(':')).filter(([, target]) => target.startsWith('/etc/nginx/templates/'));
    expect(path.normalize(config[0])).toBe(path.normalize('./deploy/nginx/kingside.conf.template'));
    // nginx balances over the api service, on the port the api listens on.
    expect(/^([\w.-]+):(\d+)/.exec(lb.environment.API_SERVER).slice(1)).toEqual([apiServiceName, String(PORT)]);
  });

  it('gives the api every variable it requires, and the configuration loads as production', () => {
    for (const name of [...REQUIRED, ...TOPOLOGY]) expect({ name, set: Boolean(composeEnv[name]) }).toEqual({ name, set: true });
    const config = loadConfig(composeEnv, false);
    expect(config.production).toBe(true);
    expect(config.port).toBe(PORT);
    expect(config.databaseUrl).toMatch(/^mysql:/);
    expect(config.trustProxy).toBe(1);
    expect(metricsPortOf(composeEnv)).toBe(metricsPortOf(runtimeEnv));
    // compose stops the api only after its own shutdown grace: the requests in flight at a SIGTERM are answered.
    expect(seconds(apiService.stop_grace_period) * 1000).toBeGreaterThan(config.shutdownGraceMs);
    // Only nginx is published: the api's port is reached through it, the metrics port by the scraper on the network.
    expect(Object.keys(services).filter((name) => services[name].ports)).toEqual(['lb']);
  });

  it('keeps UPLOADS_DIR and REMOTES_DIR on the one volume every instance mounts', () => {
    const mounts = apiService.volumes.map((v) => v.split(':'));
    for (const name of ['UPLOADS_DIR', 'REMOTES_DIR']) {
      const mount = mounts.find(([, target]) => composeEnv[name].startsWith(`${target}/`));
      expect(mount).toBeDefined();
      expect(Object.keys(compose.volumes)).toContain(mount[0]);
    }
  });

  it('keeps the pools under the primary’s max_connections and lets an upload through nginx', () => {
    const primary = new URL(composeEnv.DATABASE_URL).hostname;
    const maxConnections = Number(/--max-connections=(\d+)/.exec(services[primary].command.join(' '))[1]);
    const pool = loadConfig(composeEnv, false).databasePoolMax;
    expect(apiService.deploy.replicas * (pool + 1) + 20).toBeLessThanOrEqual(maxConnections);
    expect(bytes(/client_max_body_size\s+(\w+);/.exec(nginxConf)[1])).toBeGreaterThan(MAX_UPLOAD_BYTES);
  });

  it('writes no secret: each comes from .env, which .env.example lists with placeholders only', () => {
    const given = new Set();
    for (const service of Object.values(services)) {
      for (const [name, value] of Object.entries(service.environment ?? {})) {
        for (const [, variable, kind] of String(value).matchAll(/\$\{(\w+)(?::([?-]))?/g)) if (kind === '?') given.add(variable);
        if (!isSecret(name)) continue;
        // Nothing left once the required interpolations are taken out but a URL without a password of its own.
        const literal = String(value).replace(/\$\{\w+(:\?[^}]*|:-)?\}/g, '');
        expect({ name, literal: literal.includes(':') ? new URL(literal.replace(/:@/, '@')).password : literal }).toEqual({
          name,
          literal: '',
        });
      }
    }
    expect(Object.keys(envExample).sort()).toEqual(expect.arrayContaining([...given].sort()));
    for (const [name, value] of Object.entries(envExample))
      if (isSecret(name)) expect({ name, value }).toEqual({ name, value: value && 'change-me' });
  });
});

describe('the Kubernetes manifests', () => {
  const env = k8sEnv();

  it('set every variable the api requires, secrets only by reference, and the configuration loads as production', () => {
    for (const name of [...REQUIRED, ...TOPOLOGY]) expect({ name, set: Boolean(env[name]) }).toEqual({ name, set: true });
    for (const { name, value } of container.env) if (isSecret(name)) expect({ name, value }).toEqual({ name, value: undefined });
    for (const name of Object.keys(configMap.data)) expect({ name, secret: isSecret(name) }).toEqual({ name, secret: false });
    expect(manifests.filter((m) => m.kind === 'Secret')).toEqual([]);
    const config = loadConfig(env, false);
    expect(config.production).toBe(true);
    expect(config.port).toBe(PORT);
    // The ingress controller, then the load balancer (nginx.yaml).
    expect(config.trustProxy).toBe(2);
  });

  it('name the one Secret docs/deployment.md says how to create, with every key they read', () => {
    const refs = container.env.filter((e) => e.valueFrom?.secretKeyRef).map((e) => e.valueFrom.secretKeyRef);
    expect(new Set(refs.map((r) => r.name))).toEqual(new Set([documentedSecret.name]));
    expect(documentedSecret.keys.sort()).toEqual(
      refs
        .filter((r) => !r.optional)
        .map((r) => r.key)
        .sort(),
    );
  });

  it('agree on the port: PORT, containerPort, the probes, the Service and the Ingress', () => {
    expect(Number(env.PORT)).toBe(PORT);
    const metricsPort = metricsPortOf(env);
    expect(container.ports.map((p) => p.containerPort)).toEqual([PORT, metricsPort].filter(Boolean));
    if (metricsPort) expect(Number(deployment.spec.template.metadata.annotations['prometheus.io/port'])).toBe(metricsPort);
    for (const probe of ['startupProbe', 'livenessProbe', 'readinessProbe']) expect(portOf(container[probe].httpGet.port)).toBe(PORT);
    // The api's headless Service, which the load balancer resolves to every ready pod, on the api's own port.
    const service = kind('Service', { name: deployment.metadata.name });
    expect(service.spec.clusterIP).toBe('None');
    expect(service.spec.ports.map((p) => [p.port, portOf(p.targetPort)])).toEqual([[PORT, PORT]]);
    const lb = kind('Deployment', { name: 'kingside-lb' }).spec.template.spec.containers[0];
    const apiServer = lb.env.find((e) => e.name === 'API_SERVER').value;
    expect(apiServer).toMatch(new RegExp(`^${service.metadata.name}\\.\\$\\(POD_NAMESPACE\\)\\.svc\\.cluster\\.local:${PORT} resolve$`));
    // The Ingress sends everything to the load balancer's Service.
    const backend = kind('Ingress').spec.rules[0].http.paths[0].backend.service;
    const lbService = kind('Service', { name: backend.name });
    expect(lbService.spec.selector).toEqual(kind('Deployment', { name: 'kingside-lb' }).spec.selector.matchLabels);
    expect(lbService.spec.ports.some((p) => p.name === backend.port.name || p.port === backend.port.number)).toBe(true);
  });

  it('select the Deployment’s pods from the Service, the budget and the autoscaler', () => {
    const labels = deployment.spec.template.metadata.labels;
    const matches = (selector) => Object.entries(selector).every(([key, value]) => labels[key] === value);
    expect(matches(deployment.spec.selector.matchLabels)).toBe(true);
    expect(matches(kind('Service', { name: deployment.metadata.name }).spec.selector)).toBe(true);
    expect(matches(kind('PodDisruptionBudget').spec.selector.matchLabels)).toBe(true);
    const hpa = kind('HorizontalPodAutoscaler');
    expect(hpa.spec.scaleTargetRef).toMatchObject({ kind: 'Deployment', name: deployment.metadata.name });
    expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
    // docs/deployment.md's pool rule, against MariaDB's default max_connections.
    expect(hpa.spec.maxReplicas * (Number(env.DATABASE_POOL_MAX) + 1) + 20).toBeLessThanOrEqual(151);
  });

  it('run as non-root with resources, and mount a ReadWriteMany volume at UPLOADS_DIR and REMOTES_DIR', () => {
    expect(pod.securityContext.runAsNonRoot).toBe(true);
    expect(container.securityContext.allowPrivilegeEscalation).toBe(false);
    expect(container.resources.requests).toMatchObject({ cpu: expect.anything(), memory: expect.anything() });
    // The pod is killed only after the preStop pause and the api's own shutdown grace: its requests in flight finish.
    const preStop = Number(container.lifecycle.preStop.exec.command.at(-1));
    expect(pod.terminationGracePeriodSeconds * 1000).toBeGreaterThan(preStop * 1000 + loadConfig(k8sEnv(), false).shutdownGraceMs);
    for (const name of ['UPLOADS_DIR', 'REMOTES_DIR']) {
      const mount = container.volumeMounts.find((m) => env[name].startsWith(`${m.mountPath}/`));
      const claim = pod.volumes.find((v) => v.name === mount.name).persistentVolumeClaim.claimName;
      const pvc = manifests.find((m) => m.kind === 'PersistentVolumeClaim' && m.metadata.name === claim);
      expect(pvc.spec.accessModes).toEqual(['ReadWriteMany']);
    }
  });

  it('are all listed in deploy/kustomization.yaml, and let an upload through the Ingress', () => {
    expect(kustomization.resources.sort()).toEqual([...new Set(manifests.map((m) => `k8s/${m.file}`))].sort());
    const size = kind('Ingress').metadata.annotations['nginx.ingress.kubernetes.io/proxy-body-size'];
    expect(bytes(size)).toBeGreaterThan(MAX_UPLOAD_BYTES);
  });
});

describe('the probes', () => {
  const probePath = (text) => /\/api\/[\w/-]+/.exec(text)[0];
  const liveness = [
    probePath(all(runtime, 'HEALTHCHECK')[0]),
    probePath(apiService.healthcheck.test.join(' ')),
    container.livenessProbe.httpGet.path,
    container.startupProbe.httpGet.path,
  ];
  const readiness = [container.readinessProbe.httpGet.path];

  it('check the ports the api listens on', () => {
    expect(all(runtime, 'HEALTHCHECK')[0]).toContain('process.env.PORT');
    expect(apiService.healthcheck.test.join(' ')).toContain(`:${composeEnv.PORT}/`);
  });

  it('answer on the api: liveness while its database is down, readiness only while it answers', async () => {
    // The probes' router where app.ts mounts it, over a database that answers until it is stopped.
    const [, prefix] = /app\.use\('([^']+)', healthRoutes\(/.exec(read('api/src/app.ts'));
    let up = true;
    const db = { sequelize: { authenticate: async () => (up ? undefined : Promise.reject(new Error('down'))) } };
    const app = express().use(prefix, healthRoutes({ db }));
    const statuses = async (probes) => Promise.all(probes.map(async (probe) => [probe, (await request(app).get(probe)).status]));
    expect(await statuses([...liveness, ...readiness])).toEqual([...liveness, ...readiness].map((probe) => [probe, 200]));
    up = false;
    expect(await statuses(liveness)).toEqual(liveness.map((probe) => [probe, 200]));
    expect(await statuses(readiness)).toEqual(readiness.map((probe) => [probe, 503]));
  });
});
