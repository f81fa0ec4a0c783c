// `npm run cluster`: the production topology on one machine, from Debian's packages (nginx, mariadbd,
// redis-server) and the project's own build (api/dist/server.js, built if missing; the front ends it serves
// come from `npm run build`). nginx balances three api instances (NODE_ENV=production, generated secrets,
// shared uploads and remotes, Redis, metrics on 127.0.0.1), over a MariaDB primary replicated to a replica.
// Prints where each part listens, then runs until SIGINT or SIGTERM (or CLUSTER_SECONDS, when set) and
// stops everything it started, by PID; a start that fails stops what it had started. Loopback only.
//
//   CLUSTER_PORT 8090 (nginx)   CLUSTER_API_PORT 3201.. (one per instance)   CLUSTER_METRICS_PORT 9471..
//   CLUSTER_MYSQL_PORT 3336     CLUSTER_REPLICA_PORT 3337                    CLUSTER_REDIS_PORT 6390
//   CLUSTER_INSTANCES 3         CLUSTER_SECONDS (run for this long, then stop)  CLUSTER_KEEP=1 keeps the files
import crypto from 'node:crypto';
import { describeCluster, startCluster, stopCluster } from './cluster/topology.mjs';

const env = process.env;

async function main() {
  const admin = {
    email: env.ADMIN_EMAIL || 'admin@cluster.example',
    password: env.ADMIN_PASSWORD || crypto.randomBytes(12).toString('base64url'),
  };
  console.log('cluster: starting Redis, the MariaDB primary and replica, the api instances and nginx...');
  const cluster = await startCluster({ instances: Number(env.CLUSTER_INSTANCES || 3), admin });
  let stopping = null;
  const stop = (why) => {
    stopping ??= (async () => {
      console.log(`\ncluster: ${why}: stopping every process it started`);
      await stopCluster(cluster);
      console.log('cluster: stopped');
    })();
    return stopping;
  };
  process.once('SIGINT', () => void stop('SIGINT').then(() => process.exit(0)));
  process.once('SIGTERM', () => void stop('SIGTERM').then(() => process.exit(0)));
  console.log(`cluster: up in ${cluster.startSeconds.toFixed(1)} s\n${describeCluster(cluster)}`);
  console.log(`administrator: ${admin.email} / ${admin.password}`);
  console.log(`open ${cluster.baseUrl}/ ; Ctrl-C stops everything`);

  // An instance that dies on its own is reported; the cluster keeps running on the others, as in production.
  for (const [i, instance] of cluster.instances.entries())
    instance.child.once('exit', (code, signal) => {
      if (!stopping) console.error(`cluster: api ${i + 1} exited (${signal ?? code})\n${instance.stderr.join('').slice(-2000)}`);
    });
  if (env.CLUSTER_SECONDS) {
    await new Promise((resolve) => setTimeout(resolve, Number(env.CLUSTER_SECONDS) * 1000));
    await stop(`${env.CLUSTER_SECONDS} s are over`);
  }
}

main().catch((error) => {
  console.error(`cluster: ${error.stack ?? error}`);
  process.exit(1);
});
