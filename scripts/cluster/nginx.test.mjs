import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readAccessLog, renderConfig } from './nginx.mjs';

/*
 * The cluster's nginx configuration (deploy/nginx/cluster.conf.template) held to what docs/deployment.md ("The
 * cluster on one machine") says of it and to what the api sends; `npm run cluster` itself runs by hand.
 */

const root = path.resolve(import.meta.dirname, '../..');
const config = renderConfig('/tmp/kingside-cluster-test', { port: 8090, apiPorts: [3201, 3202, 3203] });
/** The block that starts with `opening`, up to the brace that closes it at the same indentation. */
const block = (opening) => {
  const start = config.indexOf(opening);
  expect(start).toBeGreaterThan(-1);
  const indent = /[ ]*$/.exec(config.slice(0, start))[0];
  return config.slice(start, config.indexOf(`\n${indent}}`, start));
};
const directives = (text) =>
  text
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);

describe('the cluster nginx configuration', () => {
  it('fills every field of the template and listens on loopback only', () => {
    expect(directives(config).join('\n')).not.toMatch(/\{\{/);
    expect(directives(config).filter((d) => d.startsWith('listen '))).toEqual(['listen 127.0.0.1:8090;']);
    expect(config).toContain('pid /tmp/kingside-cluster-test/nginx.pid;');
  });

  it('balances round robin over every instance, with passive health checks and keep-alive', () => {
    const upstream = directives(block('upstream kingside_api {'));
    expect(upstream.filter((d) => d.startsWith('server '))).toEqual(
      [3201, 3202, 3203].map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`),
    );
    expect(upstream).toContain('keepalive 32;');
    expect(upstream.some((d) => /^(ip_hash|hash|least_conn|random)\b/.test(d))).toBe(false);
  });

  it('passes a request on only after a failure, and never a POST once sent (no non_idempotent)', () => {
    expect(directives(config)).toContain('proxy_next_upstream error timeout http_502 http_503;');
    expect(config).not.toMatch(/non_idempotent\s*;|non_idempotent\s+\w/);
    expect(directives(config).filter((d) => d.startsWith('proxy_next_upstream '))).toHaveLength(1);
    expect(directives(config)).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
  });

  it("caches the public catalogue for the second the api's Cache-Control allows, stale only while updating", () => {
    const sendCached = fs.readFileSync(path.join(root, 'api/src/catalogue/sendCached.ts'), 'utf8');
    expect(sendCached).toContain("const CACHE_CONTROL = 'public, max-age=0, stale-while-revalidate=1';");
    const location = block('location ~ ^/api/(products');
    const catalogue = new RegExp(/location ~ (\S+) \{/.exec(location)[1]);
    for (const url of ['/api/products', '/api/products/3', '/api/lessons/level/beginner', '/api/blog-posts', '/api/testimonials'])
      expect(url).toMatch(catalogue);
    for (const url of ['/api/cart/1', '/api/orders', '/api/admin/products', '/api/productsx']) expect(url).not.toMatch(catalogue);
    expect(directives(location)).toEqual(
      expect.arrayContaining([
        'proxy_cache_valid 200 404 1s;',
        'proxy_cache_use_stale updating;',
        'proxy_cache_background_update on;',
        'proxy_cache_lock on;',
        'proxy_cache_revalidate on;',
        'proxy_cache_bypass $http_authorization;',
        'proxy_no_cache $http_authorization;',
      ]),
    );
  });
});

describe('readAccessLog', () => {
  it('reads the instances each request went to', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-access-'));
    const file = path.join(dir, 'access.log');
    fs.writeFileSync(
      file,
      [
        '1764237000.123 DELETE /api/cart/c1/items/3 404 "127.0.0.1:3201, 127.0.0.1:3202" "502, 404" -',
        '1764237000.500 GET /api/products 200 "-" "-" HIT',
        '',
      ].join('\n'),
    );
    try {
      expect(readAccessLog(file)).toEqual([
        {
          at: 1764237000123,
          method: 'DELETE',
          uri: '/api/cart/c1/items/3',
          status: 404,
          upstreams: ['127.0.0.1:3201', '127.0.0.1:3202'],
          upstreamStatus: '502, 404',
        },
        { at: 1764237000500, method: 'GET', uri: '/api/products', status: 200, upstreams: [], upstreamStatus: '-' },
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
