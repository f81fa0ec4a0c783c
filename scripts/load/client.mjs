// The load's HTTP client: keep-alive sockets to one base URL (an api instance, or the balancer in front of
// several), every answer timed per kind into the stats sinks. It never judges an answer: traffic.mjs does.
import http from 'node:http';

/**
 * `baseUrl` e.g. http://127.0.0.1:3100; `connections` the socket limit; `sinks` the stats (report.mjs)
 * every answer is recorded in (replace `client.sinks` to measure a stage apart); `timeoutMs` how long a
 * request waits for its answer before it is given up (a transport error marked `timedOut`); `maxRequests`
 * a hard cap after which `client.exhausted` is true.
 */
export function createClient({ baseUrl, connections, sinks, timeoutMs = 30_000, maxRequests = Infinity }) {
  const base = new URL(baseUrl);
  if (base.protocol !== 'http:') throw new Error(`the load speaks plain http over loopback, not ${base.protocol}`);
  const prefix = base.pathname.replace(/\/$/, '');
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  const client = {
    baseUrl: base.origin + prefix,
    agent,
    sinks,
    requests: 0,
    get exhausted() {
      return client.requests >= maxRequests;
    },
    /** Resolves {status, body, headers} (status 0 on a transport error, with `error`); never rejects. */
    request(kind, method, pathname, { body, headers = {} } = {}) {
      client.requests += 1;
      const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
      const started = performance.now();
      let timedOut = false;
      const record = (status, detail) => {
        const ms = performance.now() - started;
        const failure =
          status === 0 || status >= 500 ? { at: Date.now(), kind, method, path: pathname, status, detail, timedOut } : undefined;
        for (const sink of client.sinks) sink.record(kind, ms, status, failure);
      };
      return new Promise((resolve) => {
        let settled = false;
        const failed = (error) => {
          if (settled) return;
          settled = true;
          record(0, error.message);
          resolve({ status: 0, body: null, headers: {}, error: error.message });
        };
        const req = http.request(
          {
            host: base.hostname,
            port: base.port || 80,
            method,
            path: prefix + pathname,
            agent,
            headers: { ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}), ...headers },
          },
          (res) => {
            const chunks = [];
            res.on('data', (c) => chunks.push(c));
            res.on('error', failed);
            res.on('end', () => {
              if (settled) return;
              settled = true;
              const text = Buffer.concat(chunks).toString('utf8');
              let json = null;
              try {
                json = text ? JSON.parse(text) : null;
              } catch {
                /* not JSON (a balancer's error page) */
              }
              record(res.statusCode, res.statusCode >= 500 ? text.slice(0, 200) : undefined);
              resolve({ status: res.statusCode, body: json, headers: res.headers });
            });
          },
        );
        req.setTimeout(timeoutMs, () => {
          timedOut = true;
          req.destroy(new Error(`no answer within ${timeoutMs} ms`));
        });
        req.on('error', failed);
        req.end(payload);
      });
    },
    close() {
      agent.destroy();
    },
  };
  return client;
}
