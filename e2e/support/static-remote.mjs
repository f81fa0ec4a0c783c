// Serves one remote's build from its own origin (another port), as a team deploying its remote to a CDN
// would: the shell is told where it is through REMOTE_<NAME>_URL at start, with no rebuild.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';

const [dir, port] = process.argv.slice(2);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..', dir, 'dist');
const app = express();
app.use((_req, res, next) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  next();
});
app.get('/health', (_req, res) => res.send('ok'));
app.use(express.static(root, { index: false }));
app.listen(Number(port), '127.0.0.1', () => console.log(`serving ${root} on ${port}`));
