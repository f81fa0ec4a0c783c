import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const THROWING_BLOG_DIST = path.join(__dirname, '..', 'fixtures', 'throwing-blog', 'dist');

/** Builds the throwing stand-in remote once (a few seconds) if it is not built. */
export function buildFixtures() {
  if (fs.existsSync(path.join(THROWING_BLOG_DIST, 'mf-manifest.json'))) return;
  execFileSync('npx', ['webpack', '--mode', 'production'], { cwd: path.dirname(THROWING_BLOG_DIST), stdio: 'inherit' });
}
