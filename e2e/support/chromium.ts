import fs from 'node:fs';

/** Debian's Chromium: Playwright cannot download its own browser here. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumPath(): string {
  const candidate = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!fs.existsSync(candidate)) {
    throw new Error(`Chromium not found at ${candidate}. Install Chromium: apt-get install -y chromium (or set CHROMIUM_PATH).`);
  }
  return candidate;
}
