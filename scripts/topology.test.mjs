import fs from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { TEMPLATE, renderConfig } from './cluster/nginx.mjs';
import { clusterPorts, instanceEnvironment } from './cluster/topology.mjs';
import { serverEnvironment } from './load/server.mjs';

/*
 * One topology (issue 45, point 5): `npm run cluster` (scripts/cluster/topology.mjs) and compose.yaml describe the
 * same services, each api instance with the same variables, behind the same nginx configuration, which deploy/k8s
 * uses too. A service, a variable or a configuration added to one of them and not the other fails here.
 */

const root = path.resolve(import.meta.dirname, '..');
const read = (file) => fs.readFileSync(path.join(root, file), 'utf8');
const compose = parse(read('compose.yaml'));
const services = compose.services;

/** compose.yaml's services by role: the image (or the build) says what each is. */
function composeRoles() {
  const roles = {};
  for (const service of Object.values(services)) {
    const image = String(service.image).split(':')[0];
    const role =
      service.build !== undefined
        ? 'api'
        : image === 'mariadb'
          ? service.environment.MARIADB_MASTER_HOST
            ? 'mariadb replica'
            : 'mariadb primary'
          : image;
    roles[role] = (roles[role] ?? 0) + (service.deploy?.replicas ?? 1);
  }
  return roles;
}

/** The cluster's processes by role, from the ports it gives each (topology.mjs starts one process a port). */
function clusterRoles() {
  const ports = clusterPorts();
  return { nginx: 1, api: ports.apis.length, 'mariadb primary': 1, 'mariadb replica': 1, redis: 1 };
}

/** What the cluster's first api instance is started with, as startCluster assembles it. */
function clusterInstanceEnv() {
  const ports = clusterPorts();
  const dir = '/tmp/kingside-cluster-test';
  const databaseUrl = `mysql://kingside:secret@127.0.0.1:${ports.primary}/kingside`;
  const shared = instanceEnvironment({ ports, dir, databaseUrl });
  return serverEnvironment({
    port: ports.apis[0],
    databaseUrl,
    outboxDir: shared.OUTBOX_DIR,
    env: { ...shared, METRICS_PORT: String(ports.metrics[0]) },
  });
}

const apiService = Object.values(services).find((service) => service.build !== undefined);

/** Variables one of them sets and the other need not, each with its reason. */
const ONLY_IN_COMPOSE = {
  // The cluster leaves them at the api's defaults (no SMTP server on the machine: mail goes to OUTBOX_DIR).
  MAIL_FROM: 'the sender of real mail',
  // Docker's log drivers take one JSON line a record; the cluster's logs are files read by people.
  LOG_FORMAT: 'JSON logs for the container runtime',
};
const ONLY_IN_CLUSTER = {
  OUTBOX_DIR: 'mail written to files, as the machine has no SMTP server',
  AUTH_RATE_LIMIT: 'the load signs every visitor in from one address',
  SCRYPT_COST: "the load's sign-ins at a cost the two cores can bear",
  LOG_LEVEL: 'quieter logs under load',
};

describe('the cluster and compose.yaml', () => {
  it('run the same services: nginx over three api instances, a MariaDB primary and its replica, Redis', () => {
    expect(clusterRoles()).toEqual(composeRoles());
    expect(composeRoles()).toEqual({ nginx: 1, api: 3, 'mariadb primary': 1, 'mariadb replica': 1, redis: 1 });
  });

  it('start each api instance with the same variables, but for those with a reason', () => {
    const cluster = clusterInstanceEnv();
    const composeEnv = apiService.environment;
    const onlyCompose = Object.keys(composeEnv).filter((name) => !(name in cluster));
    const onlyCluster = Object.keys(cluster).filter((name) => !(name in composeEnv));
    expect(onlyCompose.sort()).toEqual(Object.keys(ONLY_IN_COMPOSE).sort());
    expect(onlyCluster.sort()).toEqual(Object.keys(ONLY_IN_CLUSTER).sort());
  });

  it('give the variables of the topology the same meaning', () => {
    const cluster = clusterInstanceEnv();
    const composeEnv = apiService.environment;
    for (const name of ['NODE_ENV', 'TRUST_PROXY']) expect({ name, value: cluster[name] }).toEqual({ name, value: composeEnv[name] });
    expect(new URL(cluster.DATABASE_URL).protocol).toBe(new URL(composeEnv.DATABASE_URL.replace(/\$\{[^}]+\}/, 'x')).protocol);
    expect(new URL(cluster.REDIS_URL).protocol).toBe(new URL(composeEnv.REDIS_URL).protocol);
    // Every instance reads and writes the same uploads and remotes, and announces the balancer's address.
    const ports = clusterPorts();
    expect(new URL(cluster.PUBLIC_URL).port).toBe(String(ports.nginx));
    expect(new URL(cluster.DATABASE_URL).port).toBe(String(ports.primary));
    expect(path.dirname(cluster.UPLOADS_DIR)).toBe(path.dirname(cluster.REMOTES_DIR));
    expect(path.dirname(composeEnv.UPLOADS_DIR)).toBe(path.dirname(composeEnv.REMOTES_DIR));
  });
});

describe('the one nginx configuration', () => {
  const fields = [...new Set([...read(path.relative(root, TEMPLATE)).matchAll(/\$\{([A-Z][A-Z0-9_]*)\}/g)].map((m) => m[1]))].sort();
  const lb = Object.values(services).find((service) => String(service.image).startsWith('nginx:'));
  const kustomization = parse(read('deploy/kustomization.yaml'));
  const manifests = kustomization.resources.flatMap((file) => parseAllDocuments(read(`deploy/${file}`)).map((doc) => doc.toJS()));

  it('is the file the cluster renders, compose.yaml mounts and deploy/k8s makes its ConfigMap of', () => {
    expect(path.relative(root, TEMPLATE)).toBe('deploy/nginx/kingside.conf.template');
    const [source, target] = lb.volumes.map((v) => v.split(':')).find(([, t]) => t.startsWith('/etc/nginx/templates/'));
    expect(path.normalize(source)).toBe(path.relative(root, TEMPLATE));
    // The official image renders /etc/nginx/templates/*.template into conf.d/, which its nginx.conf includes.
    expect(target).toBe('/etc/nginx/templates/default.conf.template');
    const generator = kustomization.configMapGenerator.find((g) => g.name === 'kingside-nginx');
    expect(generator.files).toEqual(['default.conf.template=nginx/kingside.conf.template']);
    const deployment = manifests.find(
      (m) => m.kind === 'Deployment' && m.spec.template.spec.volumes?.some((v) => v.configMap?.name === generator.name),
    );
    const container = deployment.spec.template.spec.containers[0];
    expect(container.image).toBe(lb.image);
    const volume = deployment.spec.template.spec.volumes.find((v) => v.configMap?.name === generator.name);
    expect(container.volumeMounts.find((m) => m.name === volume.name).mountPath).toBe(path.dirname(target));
    // No other nginx configuration is left in the tree.
    const others = fs
      .readdirSync(path.join(root, 'deploy'), { recursive: true })
      .filter((file) => /nginx/.test(file) && /\.(conf|template)$/.test(file));
    expect(others).toEqual(['nginx/kingside.conf.template']);
  });

  it('has each of its fields set by compose.yaml and deploy/k8s, and filled by the cluster', () => {
    expect(fields).toEqual(['API_SERVER', 'NGINX_ACCESS_LOG', 'NGINX_CACHE_DIR', 'NGINX_LISTEN', 'NGINX_RESOLVER']);
    expect(Object.keys(lb.environment).sort()).toEqual(fields);
    const k8s = manifests.find((m) => m.kind === 'Deployment' && m.spec.template.spec.containers[0].image === lb.image);
    const k8sNames = k8s.spec.template.spec.containers[0].env.map((e) => e.name);
    expect(k8sNames.filter((name) => fields.includes(name)).sort()).toEqual(fields);
    // renderConfig throws on a field it does not fill.
    expect(renderConfig('/tmp/kingside-cluster-test', { port: 8090, apiPorts: [3201] })).not.toMatch(/\$\{[A-Z]/);
    // Both balance over the api on its port, by a name whose addresses nginx follows.
    for (const server of [lb.environment.API_SERVER, k8s.spec.template.spec.containers[0].env.find((e) => e.name === 'API_SERVER').value])
      expect(server).toMatch(new RegExp(`:${apiService.environment.PORT} resolve$`));
  });
});
