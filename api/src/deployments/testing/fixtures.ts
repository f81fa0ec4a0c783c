import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { remoteByName, type RemoteName } from '@kingside/contracts';
import { REQUIRED_EXPOSES } from '@kingside/contracts/deployments';
import { once } from 'node:events';
import { createTestApp, type TestApp } from '../../testing/testApp';

/*
 * What the registry's tests build on disk: a shell build (its pages and its mf-manifest.json, whose shared singletons
 * the contract check compares against) and versions of remotes in a store (REMOTES_DIR), as scripts/publishRemote.mjs
 * lays them out.
 */

export interface SharedFixture {
  name: string;
  version: string;
  requiredVersion?: string;
  singleton?: boolean;
}

/** The shell's shared packages as its build declares them (as shell/dist/mf-manifest.json does). */
export const SHELL_SHARED: SharedFixture[] = [
  { name: 'react', version: '19.3.1', requiredVersion: '^19.2.0', singleton: true },
  { name: 'react/jsx-runtime', version: '19.3.1', requiredVersion: '^19.3.1' },
  { name: 'react-dom', version: '19.3.1', requiredVersion: '^19.2.0', singleton: true },
  { name: '@emotion/react', version: '11.14.0', requiredVersion: '^11.14.0', singleton: true },
  { name: '@emotion/styled', version: '11.14.1', requiredVersion: '^11.14.1', singleton: true },
  { name: '@kingside/contracts', version: '1.0.0', requiredVersion: '1.0.0', singleton: true },
  { name: '@kingside/ui', version: '1.0.0', requiredVersion: '1.0.0', singleton: true },
];

export interface ManifestOptions {
  exposes?: readonly string[];
  shared?: SharedFixture[];
  container?: string;
  /** anything, to make two manifests differ */
  buildVersion?: string;
}

/** A manifest as @module-federation/enhanced writes it, reduced to what the registry reads. */
export function manifestOf(name: RemoteName | 'shell', options: ManifestOptions = {}): string {
  const container = options.container ?? (name === 'shell' ? 'shell' : remoteByName(name).container);
  const exposes = options.exposes ?? (name === 'shell' ? [] : REQUIRED_EXPOSES[name]);
  return JSON.stringify({
    id: container,
    name: container,
    metaData: {
      name: container,
      type: 'app',
      buildInfo: { buildVersion: options.buildVersion ?? '1.0.0', buildName: container },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      publicPath: 'auto',
    },
    shared: (options.shared ?? SHELL_SHARED).map((entry) => ({
      id: `${container}:${entry.name}`,
      ...entry,
      fallback: '',
      assets: { js: { async: [], sync: [] }, css: { async: [], sync: [] } },
    })),
    remotes: [],
    exposes: exposes.map((exposed) => ({ id: `${container}:${exposed.slice(2)}`, name: exposed.slice(2), path: exposed, assets: {} })),
  });
}

export const FRAME_HTML =
  '<!doctype html><html><head><!--runtime-config--></head><body><header>Kingside</header><main id="main"></main></body></html>';

/** A temp folder holding a site build (shell pages and manifest, the built-in shop's files and section bundle) and a store. */
export function siteFixture(builtInSection: string | null = null): { webRoot: string; remotesDir: string; remove(): void } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-registry-'));
  const webRoot = path.join(root, 'web');
  const shell = path.join(webRoot, 'shell', 'dist');
  fs.mkdirSync(shell, { recursive: true });
  fs.writeFileSync(path.join(shell, 'index.html'), '<html><head><!--runtime-config--></head><body>index.html</body></html>');
  fs.writeFileSync(path.join(shell, 'frame.html'), FRAME_HTML);
  fs.writeFileSync(path.join(shell, 'mf-manifest.json'), manifestOf('shell'));
  const shop = path.join(webRoot, 'mfe-shop', 'dist');
  fs.mkdirSync(shop, { recursive: true });
  fs.writeFileSync(path.join(shop, 'remoteEntry.js'), '/* built-in shop */');
  fs.writeFileSync(path.join(shop, 'mf-manifest.json'), manifestOf('shop'));
  if (builtInSection !== null) {
    fs.mkdirSync(path.join(webRoot, 'mfe-shop', 'dist-server'), { recursive: true });
    fs.writeFileSync(path.join(webRoot, 'mfe-shop', 'dist-server', 'section.js'), builtInSection);
  }
  const remotesDir = path.join(root, 'remotes');
  fs.mkdirSync(remotesDir);
  return { webRoot, remotesDir, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}

/** Copies a version into the store as the publish script does: its files, and its server bundle in .server/. */
export function publishToStore(
  remotesDir: string,
  name: RemoteName,
  version: string,
  options: ManifestOptions & { section?: string } = {},
): string {
  const dir = path.join(remotesDir, name, version);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), manifestOf(name, options));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${name} ${version} */`);
  fs.writeFileSync(path.join(dir, 'chunk.1a2b3c4d.js'), `/* ${name} ${version} chunk */`);
  if (options.section !== undefined) {
    fs.mkdirSync(path.join(dir, '.server'), { recursive: true });
    fs.writeFileSync(path.join(dir, '.server', 'section.js'), options.section);
  }
  return dir;
}

/**
 * A shop section bundle (contracts' SectionServer) whose markup names who built it: /shop reads the product list and
 * renders `<p class="made-by">{label}: {n} products</p>`.
 */
export function sectionBundle(label: string): string {
  return `exports.section = {
  exposes: './Routes',
  mountPath: '/shop',
  queriesFor(url) { return url.pathname === '/shop' ? [{ endpointName: 'getProducts', path: '/api/products' }] : null; },
  render(url, results) { return '<p class="made-by">${label}: ' + results[0].value.length + ' products</p>'; },
};`;
}

/** An http server on 127.0.0.1 answering from a table of paths (a CDN holding versions); null answers 404. */
export async function fileServer(
  answer: (path: string) => { status?: number; body?: string; headers?: Record<string, string> } | null,
): Promise<{ origin: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const found = answer(req.url ?? '/');
    res.writeHead(found?.status ?? (found ? 200 : 404), { 'Content-Type': 'application/json', ...found?.headers });
    res.end(found?.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A test app over the site fixture and its store, listening on loopback (path URLs and sections read through it). */
export async function registryApp(
  site: ReturnType<typeof siteFixture>,
  deployToken: string,
): Promise<{ t: TestApp; server: http.Server; close(): Promise<void> }> {
  const t = await createTestApp({
    // The default allowance of failure reports, which the registry's tests exhaust.
    env: { WEB_ROOT: site.webRoot, REMOTES_DIR: site.remotesDir, DEPLOY_TOKEN: deployToken, REMOTE_FAILURES_RATE_LIMIT: '30' },
  });
  const server = t.app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    t,
    server,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await t.close();
      site.remove();
    },
  };
}
