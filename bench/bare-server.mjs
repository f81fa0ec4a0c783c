// The anchor of `npm run bench:api`: a bare Express handler that sends exactly the bytes (and content
// type) GET /api/products sends, with nothing else in the way.
import fs from 'node:fs';
import { createRequire } from 'node:module';

// The anchor is the api's own Express (5, from api/package.json), so it differs from the api by our code
// only. A plain `import 'express'` from bench/ resolves the copy hoisted to the root for webpack-dev-server
// (Express 4), whose request handling is measurably cheaper: the ratio would then include the framework
// version, which no change to our middleware can recover. `hoisted` as third argument runs that copy,
// which bench/api.mjs prints for information, so the difference stays visible.
const [port, bodyFile, which] = process.argv.slice(2);
const from = which === 'hoisted' ? import.meta.url : new URL('../api/package.json', import.meta.url);
const express = createRequire(from)('express');
const { version } = createRequire(from)('express/package.json');
const body = fs.readFileSync(bodyFile);
const app = express();
app.get('/api/products', (_req, res) => {
  res.type('application/json').send(body);
});
// On the server the api itself serves on (api/src/http/appServer.ts: requests born with the app's prototypes), so
// the anchor differs from the api by the api's own code only, as above.
const { createAppServer } = await import(new URL('../api/dist/http/appServer.js', import.meta.url).href);
createAppServer(app).listen(Number(port), '127.0.0.1', () => process.send?.({ ready: true, express: version }));
