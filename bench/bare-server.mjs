// The anchor of `npm run bench:api`: a bare Express handler that sends exactly the bytes (and content
// type) GET /api/products sends, with nothing else in the way.
import fs from 'node:fs';
import express from 'express';

const [port, bodyFile] = process.argv.slice(2);
const body = fs.readFileSync(bodyFile);
const app = express();
app.get('/api/products', (_req, res) => {
  res.type('application/json').send(body);
});
app.listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
