import fs from 'node:fs';
import path from 'node:path';
import { REMOTES, RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from '@kingside/contracts';
import express, { type Express, type Response } from 'express';

/** Hashed file names (name.1a2b3c4d.js) never change content: cache them for a year. */
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;

function setCacheHeaders(res: Response, filePath: string) {
  if (HASHED.test(path.basename(filePath))) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else res.setHeader('Cache-Control', 'no-cache');
}

function staticDir(dir: string) {
  return express.static(dir, { index: false, fallthrough: true, setHeaders: setCacheHeaders, maxAge: 0 });
}

/** JSON inside <script type="application/json"> must not be able to close the element. */
function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function renderShellHtml(template: string, runtimeConfig: RuntimeConfig): string {
  const tag = `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${inlineJson(runtimeConfig)}</script>`;
  return template.replace('<!--runtime-config-->', tag);
}

/**
 * Serves the built site from the same process as /api: the shell at / (every unknown path answers its
 * HTML, so client-side routes deep-link), each remote under /remotes/<name>/. The shell learns where the
 * remotes are from the runtime configuration written into its HTML.
 */
export function mountSite(app: Express, webRoot: string, remotes: Record<string, string>): boolean {
  const shellDist = path.join(webRoot, 'shell', 'dist');
  const indexFile = path.join(shellDist, 'index.html');
  if (!fs.existsSync(indexFile)) return false;
  for (const remote of REMOTES) {
    app.use(`/remotes/${remote.name}`, staticDir(path.join(webRoot, remote.dir, 'dist')));
    // A missing file under a remote is a 404, never the shell's HTML (a script answered with HTML fails obscurely).
    app.use(`/remotes/${remote.name}`, (_req, res) => res.status(404).type('text/plain').send('Not found'));
  }
  app.use(staticDir(shellDist));
  const html = renderShellHtml(fs.readFileSync(indexFile, 'utf8'), { remotes });
  app.get('/{*path}', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(html);
  });
  return true;
}
