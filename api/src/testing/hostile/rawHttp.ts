import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { once } from 'node:events';

export interface RawRequest {
  method: string;
  /** path and query exactly as sent: the caller percent-encodes (or deliberately does not) */
  path: string;
  headers?: Record<string, string>;
  /** the body text, sent as it is */
  body?: string;
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** the parsed body when it is JSON, else undefined */
  json: unknown;
}

/**
 * The app on a loopback port with one keep-alive agent, and a client that sends requests byte for byte:
 * a GET with a body, a path with a malformed escape, an own `__proto__` header. (supertest and fetch
 * normalise some of that away, and supertest opens a new server per request.)
 */
export async function listen(app: Express) {
  // Served as production serves it (server.ts: app.listen), so these bytes meet exactly what production meets.
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

  function send(request: RawRequest): Promise<RawResponse> {
    return new Promise((resolve, reject) => {
      const body = request.body === undefined ? undefined : Buffer.from(request.body, 'utf8');
      // Spreading keeps an own "__proto__" header name as a header, not as a prototype.
      const headers: Record<string, string | number> = { ...request.headers };
      if (body) headers['Content-Length'] = body.length;
      const req = http.request({ host: '127.0.0.1', port, method: request.method, path: request.path, headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          if (/^application\/json/.test(res.headers['content-type'] ?? '')) {
            try {
              json = JSON.parse(text);
            } catch {
              json = undefined;
            }
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.setTimeout(20_000, () => req.destroy(new Error(`no answer within 20 s: ${request.method} ${request.path.slice(0, 200)}`)));
      req.end(body);
    });
  }

  return {
    send,
    port,
    close: async () => {
      agent.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type Client = Awaited<ReturnType<typeof listen>>;
