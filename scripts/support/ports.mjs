// Loopback ports for the servers the scripts and the tests start of their own (the cluster, the load, the faults
// suite's MariaDB, the e2e run's second sites, the api's Redis and CDN stand-ins): one free port, and the wait until
// something listens on one. Plain JavaScript, so that `node scripts/...` runs it as it is; ports.d.mts types it
// for the TypeScript that imports it (api tests, e2e support).
import net from 'node:net';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A loopback port nothing listens on now, from the system (fixed ports meet the machine's other servers). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Whether 127.0.0.1:`port` accepts a connection now. */
export function portOpen(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Resolves when 127.0.0.1:`port` accepts a connection (or, with `closed`, once it no longer does); rejects after
 * `timeoutMs`, or as soon as `child`, the process meant to listen there, exits.
 */
export async function waitForPort(port, { timeoutMs = 30_000, child, name = `port ${port}`, closed = false, intervalMs = 100 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!closed && child && (child.exitCode !== null || child.signalCode !== null))
      throw new Error(`${name} exited (${child.exitCode ?? child.signalCode}) before listening on ${port}`);
    if ((await portOpen(port)) !== closed) return;
    await sleep(intervalMs);
  }
  throw new Error(`${name} did not ${closed ? 'stop listening' : 'listen'} on 127.0.0.1:${port} within ${timeoutMs / 1000} s`);
}

/** Fails when something already listens on one of `ports` ({ what: port }), naming it. */
export async function assertFree(ports) {
  for (const [name, port] of Object.entries(ports)) {
    const taken = await new Promise((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(true));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(false)));
    });
    if (taken)
      throw new Error(`${name}'s port 127.0.0.1:${port} is taken (another cluster running? choose others with CLUSTER_* variables)`);
  }
}
