import http from 'node:http';
import type { Socket } from 'node:net';
import type { Express } from 'express';

/** Calls one of Node's function constructors on an object that already exists (as `Parent.call(this, …)` does). */
const call = (constructor: unknown, self: object, ...args: unknown[]) =>
  (constructor as (this: object, ...args: unknown[]) => void).call(self, ...args);

/**
 * The http server every api instance serves `app` on: one whose requests and responses are born with the app's
 * own prototypes (`app.request`, `app.response`), the Express methods and getters included.
 *
 * Why: Express's `app.handle` gives every request and response those prototypes with `Object.setPrototypeOf`, and
 * changing an object's prototype after it is made throws away V8's optimisation of every property access on it,
 * Node's own http internals included. Measured here (a JSON POST through express.json, 50 connections, autocannon
 * on the same 2 cores): ~3,800 requests a second through `app.listen`, ~7,600 through this server, the route and
 * middleware unchanged. Express still calls `setPrototypeOf`, but with the prototype the object already has, which
 * V8 returns from at once. This is the remedy proposed upstream (expressjs/express#5998); the app has no mounted
 * sub-apps, whose different prototypes would bring the change back for their requests.
 *
 * The constructors are plain functions, not classes: Node's IncomingMessage and ServerResponse are function
 * constructors (they are called, as Node calls them, on an object that already has the app's prototype), and a
 * constructor that delegates through `Reflect.construct` measured slower than `app.listen`.
 */
export function createAppServer(app: Express): http.Server {
  function AppRequest(this: http.IncomingMessage, socket: Socket) {
    call(http.IncomingMessage, this, socket);
  }
  AppRequest.prototype = app.request;
  // Node passes the response's options (highWaterMark, rejectNonStandardBodyWrites) as the second argument.
  function AppResponse(this: http.ServerResponse, req: http.IncomingMessage, options?: object) {
    call(http.ServerResponse, this, req, options);
  }
  AppResponse.prototype = app.response;
  return http.createServer(
    {
      IncomingMessage: AppRequest as unknown as typeof http.IncomingMessage,
      ServerResponse: AppResponse as unknown as typeof http.ServerResponse,
    },
    app,
  );
}

/** createAppServer(app), listening on `port` (and `host`, when given); resolves once it listens. */
export async function listenApp(app: Express, port: number, host?: string): Promise<http.Server> {
  const server = createAppServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}
