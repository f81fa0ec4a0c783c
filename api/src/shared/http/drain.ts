import type { Server } from 'node:http';

/*
 * An instance's drain after SIGTERM (docs/deployment.md): first it fails its readiness (/api/ready answers 503, so a
 * Kubernetes Service stops sending it visitors) and every answer closes its connection after it (Connection: close: a
 * balancer's kept-alive connections end cleanly, one answered request at a time, never under a request it is sending);
 * it still answers whatever arrives meanwhile. Only then does it stop listening (api/src/server.ts), so a balancer's
 * next connection is refused, which nginx passes on to another instance for every method.
 */

let draining = false;

/** Whether this process is draining (readiness fails). */
export function isDraining(): boolean {
  return draining;
}

/** Starts the drain of `server`: readiness fails, and every response from now on closes its connection. */
export function startDraining(server: Server): void {
  if (draining) return;
  draining = true;
  // Ahead of the app: the header is on the response before any route writes it, and Node closes the socket after it.
  server.prependListener('request', (_req, res) => {
    res.setHeader('Connection', 'close');
  });
}
