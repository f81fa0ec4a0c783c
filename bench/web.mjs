// `npm run bench:web`: builds for production, serves the composed site, and for a first visit to every route
// counts what a real Chromium downloaded (bytes on the wire, as served: gzip or brotli), per app; then runs
// Lighthouse (mobile preset) on every route. Exits non-zero when a budget of docs/architecture.md §4 is missed:
// 170 KB of JavaScript on every route's first visit, the remotes' bytes on /learn and /learn/{id} within 5 KB of
// mfe-learn's before the chapter player, Lighthouse performance and best practices >= 95 and accessibility 100.
// With BENCH_SCALE=1 a second site over the scale seed (10,000 products; db/seed/scale.ts) is measured beside the
// first in the same run: /shop's HTML <= 100 KB and Lighthouse >= 95 there, each within 1.3x of the 18-product site.
//   BENCH_SKIP_BUILD=1  reuse the current build        CHROMIUM_PATH  default /usr/bin/chromium
//   BENCH_LIGHTHOUSE_RUNS  runs per page, the median reported (default 3; 0: the bytes only, no Lighthouse)
//   BENCH_ROUTES  a comma-separated subset of the routes below (default all)
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as lighthouseConstants from 'lighthouse/core/config/constants.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = 3421;
const BASE = `http://127.0.0.1:${PORT}`;
/** The site over the scale seed (BENCH_SCALE=1). */
const SCALE_PORT = 3422;
const SCALE = process.env.BENCH_SCALE === '1';
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const BUDGET = {
  jsKb: 170,
  performance: 95,
  accessibility: 100,
  'best-practices': 95,
  shopHtmlKb: 100,
  scaleRatio: 1.3,
  /** from the first paint until the live page has started: the worst answer to a key, and the longest task (unthrottled) */
  answerMs: 300,
  /** from a press of Add to Cart, the moment it shows, until the header's badge reads 1 (unthrottled) */
  addToCartMs: 1000,
};
/** Runs of each responsiveness figure; the median is reported and held to the budget. */
const RESPONSIVENESS_RUNS = 3;
/** Between two presses of pressKeysThroughStartUp: a fast typist's pace, not a flood that would itself hold the page up. */
const PRESS_INTERVAL_MS = 50;
/**
 * The chapter player loads its board and chess.js on chapter pages only: on /learn and a course page the remotes' bytes
 * (mfe-learn, and the shop's teaser, which waits until it is scrolled near) stay within 5 KB of what mfe-learn sent
 * before the player (below). The remotes' own bytes, so that a change to the shared packages or the shell is judged
 * by their own budgets.
 */
const LEARN_REMOTES_BEFORE_KB = { '/learn': 9.7, '/learn/1': 10.8 };
const LEARN_ALLOWANCE_KB = 5;
const CHAPTER_PAGE = '/learn/1/chapters/1';
/** Every route a visitor can land on, one of each kind ({id} filled from the seed). */
const ROUTES = [
  '/',
  '/learn',
  '/learn/1',
  CHAPTER_PAGE,
  '/train',
  '/train/review',
  '/blog',
  '/blog/{id}',
  '/shop',
  '/shop/{id}',
  '/cart',
  '/checkout',
  '/auth',
  '/admin/login',
  '/about',
  '/contact',
  '/revival',
];
const CHOSEN = process.env.BENCH_ROUTES ? process.env.BENCH_ROUTES.split(',') : ROUTES;
/** Lighthouse runs per page; the median run is reported and held to the budget. */
const LIGHTHOUSE_RUNS = Math.max(0, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
const REMOTE_NAMES = ['learn', 'blog', 'shop', 'checkout', 'auth', 'admin'];

/** Lighthouse's mobile preset (its default throttling), whose CPU slowdown is calibrated to the host below. */
const MOBILE_THROTTLING = lighthouseConstants.throttling.mobileSlow4G;

if (!fs.existsSync(CHROMIUM)) {
  console.error(`Chromium not found at ${CHROMIUM}. Install Chromium: apt-get install -y chromium`);
  process.exit(1);
}
if (!process.env.BENCH_SKIP_BUILD) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

async function waitFor(url) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

/** Which app a URL belongs to, and whether it is federation plumbing (manifest, remote entry) or a shared module. */
function sharedFiles() {
  const shared = new Set();
  for (const dir of ['shell', ...REMOTE_NAMES.map((n) => `mfe-${n}`)]) {
    const manifest = path.join(root, dir, 'dist', 'mf-manifest.json');
    if (!fs.existsSync(manifest)) continue;
    const json = JSON.parse(fs.readFileSync(manifest, 'utf8'));
    for (const s of json.shared ?? [])
      for (const file of [...(s.assets?.js?.sync ?? []), ...(s.assets?.js?.async ?? [])]) shared.add(`${dir}/${file}`);
  }
  return shared;
}

function classify(url, shared) {
  const { pathname } = new URL(url);
  const remote = /^\/remotes\/(\w+)\/(.*)$/.exec(pathname);
  const [app, file] = remote ? [`mfe-${remote[1]}`, remote[2]] : ['shell', pathname.replace(/^\//, '')];
  if (/^(mf-manifest\.json|remoteEntry\.js)$/.test(file)) return { app, kind: 'federation' };
  if (shared.has(`${app}/${file}`)) return { app: 'shared', kind: 'shared' };
  return { app, kind: 'own' };
}

async function measurePage(browser, url, shared) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const entries = [];
  page.on('requestfinished', async (request) => {
    const type = request.resourceType();
    const sizes = await request.sizes().catch(() => null);
    if (!sizes) return;
    entries.push({ url: request.url(), type, bytes: sizes.responseBodySize + sizes.responseHeadersSize, body: sizes.responseBodySize });
  });
  await page.goto(`${BASE}${url}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await context.close();
  const byApp = {};
  let js = 0;
  let css = 0;
  let federation = 0;
  for (const e of entries) {
    const isJs = e.type === 'script' || /\.js(\?|$)/.test(e.url);
    const isManifest = /mf-manifest\.json/.test(e.url);
    if (!isJs && e.type !== 'stylesheet' && !isManifest) continue;
    const { app, kind } = classify(e.url, shared);
    if (kind === 'federation') federation += e.body;
    if (isJs) js += e.body;
    if (e.type === 'stylesheet') css += e.body;
    byApp[app] = (byApp[app] ?? 0) + e.body;
  }
  return { url, requests: entries.length, js, css, federation, byApp };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** The built site over its own SQLite file (the scale seed's when `scale`), served until killed. */
async function startSite(port, scale) {
  const database = path.join(os.tmpdir(), `kingside-bench-web-${process.pid}-${port}.sqlite`);
  if (scale) {
    const { runScaleSeed } = await import(pathToFileURL(path.join(root, 'api/dist/seed/scale.js')).href);
    await runScaleSeed(`sqlite:${database}`);
  }
  const child = spawn(process.execPath, ['api/dist/server.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: `sqlite:${database}`,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SESSION_SECRET: 'bench',
      SECRETS_KEY: 'b'.repeat(64),
      ADMIN_EMAIL: 'admin@bench.example',
      ADMIN_PASSWORD: 'bench-admin-password',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/ready`);
  return {
    base,
    stop: () => {
      child.kill('SIGTERM');
      for (const suffix of ['', '-wal', '-shm']) fs.rmSync(database + suffix, { force: true });
    },
  };
}

/** The first HTML of a page as a browser gets it (compressed as served, and its size before compression). */
async function htmlOf(base, url) {
  const response = await fetch(`${base}${url}`, { headers: { 'accept-encoding': 'identity' } });
  const text = await response.text();
  return { bytes: Buffer.byteLength(text), nodes: (text.match(/<[a-zA-Z]/g) ?? []).length };
}

const site = await startSite(PORT, false);
const scaleSite = SCALE ? await startSite(SCALE_PORT, true) : null;
const failures = [];
try {
  const [product] = await (await fetch(`${BASE}/api/products?limit=1`)).json();
  const [post] = await (await fetch(`${BASE}/api/blog-posts?limit=1`)).json();
  const pages = CHOSEN.map((route) =>
    route === '/shop/{id}' ? `/shop/${product.id}` : route === '/blog/{id}' ? `/blog/${post.id}` : route,
  );
  const shared = sharedFiles();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  console.log(`\nFirst visit, bytes on the wire as served (KB), Chromium ${browser.version()}`);
  console.log('page'.padEnd(20), 'requests'.padStart(9), 'JS'.padStart(8), 'CSS'.padStart(6), 'federation'.padStart(11), '  per app');
  for (const url of pages) {
    const m = await measurePage(browser, url, shared);
    const apps = Object.entries(m.byApp)
      .sort((a, b) => b[1] - a[1])
      .map(([app, bytes]) => `${app} ${kb(bytes)}`)
      .join(', ');
    console.log(
      url.padEnd(20),
      String(m.requests).padStart(9),
      kb(m.js).padStart(8),
      kb(m.css).padStart(6),
      kb(m.federation).padStart(11),
      ' ',
      apps,
    );
    if (m.js / 1024 > BUDGET.jsKb) failures.push(`JavaScript on ${url} is ${kb(m.js)} KB > ${BUDGET.jsKb} KB`);
    const before = LEARN_REMOTES_BEFORE_KB[url];
    const remotes = Object.entries(m.byApp).reduce((sum, [app, bytes]) => (app.startsWith('mfe-') ? sum + bytes : sum), 0);
    if (before !== undefined && remotes / 1024 > before + LEARN_ALLOWANCE_KB)
      failures.push(
        `the remotes send ${kb(remotes)} KB on ${url}, over ${before} + ${LEARN_ALLOWANCE_KB} KB (mfe-learn before the chapter player)`,
      );
  }
  await responsiveness(browser, pages, `/shop/${product.id}`);
  await browser.close();

  if (scaleSite) {
    console.log('\n/shop at scale: the first HTML (uncompressed), 18 products beside 10,000');
    const small = await htmlOf(BASE, '/shop');
    const large = await htmlOf(scaleSite.base, '/shop');
    console.log(
      `18 products: ${kb(small.bytes)} KB, ${small.nodes} elements; 10,000 products: ${kb(large.bytes)} KB, ${large.nodes} elements`,
    );
    if (large.bytes / 1024 > BUDGET.shopHtmlKb) failures.push(`/shop at scale is ${kb(large.bytes)} KB of HTML > ${BUDGET.shopHtmlKb} KB`);
    if (large.bytes > small.bytes * BUDGET.scaleRatio)
      failures.push(`/shop's HTML at scale is ${(large.bytes / small.bytes).toFixed(2)}x the 18-product site's > ${BUDGET.scaleRatio}x`);
  }

  if (LIGHTHOUSE_RUNS > 0) await lighthouseEveryPage(pages);
} finally {
  site.stop();
  scaleSite?.stop();
}

function median(values) {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
}

/**
 * Keys a visitor presses through a first visit: Tab, every PRESS_INTERVAL_MS from the moment the page commits until it
 * has painted and the live page has started, and once more. Each press's answer is Event Timing's duration of its
 * keydown: from the moment the browser took the key until it painted the result (the focus ring moving on), so a long
 * task in the way counts in full. Presses answered within 16 ms leave no entry (the API's floor) and count as 16.
 */
async function pressKeysThroughStartUp(page, url) {
  await page.addInitScript(() => {
    const state = (globalThis.__bench = { keys: [], answers: [] });
    globalThis.addEventListener('keydown', (event) => state.keys.push(event.timeStamp), true);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === 'keydown') state.answers.push(entry);
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  });
  await page.goto(`${BASE}${url}`, { waitUntil: 'commit' });
  let started = false;
  const startedSeen = page
    .waitForFunction(
      (mark) => performance.getEntriesByName(mark).length > 0 && performance.getEntriesByName('first-contentful-paint').length > 0,
      'kingside:live',
      { timeout: 20_000, polling: 'raf' },
    )
    .then(() => (started = true));
  startedSeen.catch(() => undefined);
  // Bounded: a page that never starts fails the wait above after 20 s.
  for (let presses = 0; !started && presses < 20_000 / PRESS_INTERVAL_MS; presses++) {
    await page.keyboard.press('Tab');
    await page.waitForTimeout(PRESS_INTERVAL_MS);
  }
  await startedSeen;
  await page.keyboard.press('Tab');
  // Event Timing reports a press once its frame is painted.
  await page.waitForTimeout(100);
  return page.evaluate((mark) => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0].startTime;
    const live = performance.getEntriesByName(mark)[0].startTime;
    const { keys, answers } = globalThis.__bench;
    const afterPaint = keys.filter((key) => key >= paint);
    // From the first paint through the first press after the live page's start (and the paint, when it comes later).
    const end = Math.max(live, paint);
    const through = afterPaint.filter((key, i) => key <= end || i === 0 || afterPaint[i - 1] <= end);
    // An entry's startTime is its event's timeStamp.
    const answer = (key) => answers.find((entry) => Math.abs(entry.startTime - key) < 1)?.duration ?? 0;
    const worst = Math.max(...through.map((key) => Math.max(16, answer(key))));
    return { presses: through.length, worst };
  }, 'kingside:live');
}

/**
 * A first visit left alone: when the page first painted, when the live page started, and the longest task between them
 * (Long Tasks: a key pressed as that task began waits for all of it before it is even handled, so it bounds every wait in
 * between, where the presses only sample; 0 when none reached 50 ms).
 */
async function paintAndLive(page, url) {
  await page.addInitScript(() => {
    const tasks = (globalThis.__tasks = []);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, end: entry.startTime + entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(`${BASE}${url}`);
  const handle = await page.waitForFunction(
    (mark) => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const live = performance.getEntriesByName(mark)[0];
      if (!paint || !live) return null;
      const end = Math.max(paint.startTime, live.startTime);
      const during = globalThis.__tasks.filter((task) => task.end > paint.startTime && task.start <= end);
      return { paint: paint.startTime, live: live.startTime, longestTask: Math.max(0, ...during.map((t) => t.end - t.start)) };
    },
    'kingside:live',
    { timeout: 20_000 },
  );
  return handle.jsonValue();
}

/**
 * As a visitor feels it, unthrottled, the median of RESPONSIVENESS_RUNS first visits: how long the page takes to answer
 * input from its first paint on (the worst answer to a key pressed between the first paint and the live page), and when
 * the live page has started (the shell's first commit, AppProviders' 'kingside:live' mark). Before then every control
 * of the server's page works already: what the visitor types is kept, searches and filters are GET forms, and what they
 * press is held and done (docs/architecture.md §10.2). On a product page, how long after a press of Add to Cart, made
 * the moment the server's button shows, the header's badge reads 1.
 */
async function responsiveness(browser, pages, productPage) {
  console.log(`\nResponsiveness, unthrottled, the median of ${RESPONSIVENESS_RUNS} first visits (ms)`);
  console.log(
    'page'.padEnd(20),
    'first paint'.padStart(12),
    'live'.padStart(8),
    'live - paint'.padStart(13),
    'keys'.padStart(6),
    'worst answer'.padStart(13),
    'longest task'.padStart(13),
  );
  for (const url of pages) {
    const runs = [];
    for (let i = 0; i < RESPONSIVENESS_RUNS; i++) {
      // Two visits: the presses themselves take the page's time, so paint and live come from one without them.
      let context = await browser.newContext();
      const times = await paintAndLive(await context.newPage(), url);
      await context.close();
      context = await browser.newContext();
      runs.push({ ...times, ...(await pressKeysThroughStartUp(await context.newPage(), url)) });
      await context.close();
    }
    const paint = median(runs.map((r) => r.paint));
    const live = median(runs.map((r) => r.live));
    const gap = median(runs.map((r) => Math.max(0, r.live - r.paint)));
    const worst = median(runs.map((r) => r.worst));
    const longestTask = median(runs.map((r) => r.longestTask));
    console.log(
      url.padEnd(20),
      paint.toFixed(0).padStart(12),
      live.toFixed(0).padStart(8),
      gap.toFixed(0).padStart(13),
      runs
        .map((r) => r.presses)
        .join('/')
        .padStart(6),
      worst.toFixed(0).padStart(13),
      longestTask.toFixed(0).padStart(13),
      `  (runs: ${runs.map((r) => `${r.worst.toFixed(0)}/${r.longestTask.toFixed(0)}`).join(', ')})`,
    );
    if (worst > BUDGET.answerMs)
      failures.push(`${url} answered a key in ${worst.toFixed(0)} ms during its start-up > ${BUDGET.answerMs} ms`);
    if (longestTask > BUDGET.answerMs) {
      failures.push(`${url} ran a task of ${longestTask.toFixed(0)} ms during its start-up > ${BUDGET.answerMs} ms`);
    }
  }
  const adds = [];
  for (let i = 0; i < RESPONSIVENESS_RUNS; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${BASE}${productPage}`, { waitUntil: 'commit' });
    const button = page.getByRole('button', { name: 'Add to Cart' });
    await button.waitFor({ state: 'visible' });
    const pressed = await page.evaluate(() => performance.now());
    await button.click();
    const done = await page.waitForFunction(
      () => globalThis.document.querySelector('[data-testid="cart-badge"]')?.textContent === '1' && performance.now(),
      undefined,
      { timeout: 20_000, polling: 'raf' },
    );
    adds.push((await done.jsonValue()) - pressed);
    await context.close();
  }
  const add = median(adds);
  console.log(
    `${productPage}: Add to Cart pressed as it shows -> badge reads 1: ${add.toFixed(0)} ms (runs: ${adds.map((a) => a.toFixed(0)).join(', ')})`,
  );
  if (add > BUDGET.addToCartMs) failures.push(`Add to Cart took ${add.toFixed(0)} ms to show in the badge > ${BUDGET.addToCartMs} ms`);
}

/** Lighthouse on every chosen page (and /shop at scale), the median of LIGHTHOUSE_RUNS, held to the budgets. */
async function lighthouseEveryPage(pages) {
  console.log(`\nLighthouse 12, mobile preset, the median of ${LIGHTHOUSE_RUNS} runs per page`);
  console.log(
    'page'.padEnd(20),
    'perf'.padStart(5),
    'a11y'.padStart(5),
    'bp'.padStart(5),
    'seo'.padStart(5),
    'LCP ms'.padStart(8),
    'TBT ms'.padStart(8),
    'CLS'.padStart(7),
  );
  /** Lighthouse on a fresh Chromium; a run Lighthouse itself could not complete (runtimeError) is retried. */
  async function runLighthouse(base, url, cpuSlowdownMultiplier) {
    for (let attempt = 1; ; attempt++) {
      const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...FLAGS] });
      try {
        const { lhr } = await lighthouse(
          `${base}${url}`,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          },
          cpuSlowdownMultiplier === undefined
            ? undefined
            : { extends: 'lighthouse:default', settings: { throttling: { ...MOBILE_THROTTLING, cpuSlowdownMultiplier } } },
        );
        if (!lhr.runtimeError || attempt === 3) return lhr;
        console.log(`(${url}: Lighthouse could not complete the run, ${lhr.runtimeError.code}; trying again)`);
      } finally {
        await chrome.kill();
      }
    }
  }

  // Lighthouse's own advice on variance: run several times and take the median run (by performance).
  const performanceOf = (lhr) => lhr.categories.performance?.score ?? 0;
  // Lighthouse's 4x CPU slowdown assumes a host of benchmarkIndex 2000 or so (a high-end desktop); on a weaker host
  // it emulates a far slower phone than its mobile preset means. Its own advice (docs/throttling.md, "Calibrating the
  // CPU slowdown") is to lower the multiplier in proportion: benchmarkIndex / 500, at most the default 4.
  const probe = await runLighthouse(BASE, '/');
  const benchmarkIndex = probe.environment.benchmarkIndex;
  const slowdown = Math.min(4, Math.max(1, Math.round((benchmarkIndex / 500) * 10) / 10));
  console.log(`(this host's benchmarkIndex is ${benchmarkIndex.toFixed(0)}: CPU slowdown ${slowdown}x)`);
  const targets = [...pages.map((url) => ({ base: BASE, url, label: url }))];
  if (scaleSite) targets.push({ base: scaleSite.base, url: '/shop', label: '/shop at 10k' });
  const performanceByLabel = {};
  for (const { base, url, label } of targets) {
    const runs = [];
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await runLighthouse(base, url, slowdown));
    runs.sort((a, b) => performanceOf(a) - performanceOf(b));
    const lhr = runs[Math.floor(runs.length / 2)];
    const url_ = label;
    if (lhr.runtimeError) failures.push(`${url}: Lighthouse failed: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    performanceByLabel[label] = score('performance');
    console.log(
      url_.padEnd(20),
      String(score('performance')).padStart(5),
      String(score('accessibility')).padStart(5),
      String(score('best-practices')).padStart(5),
      String(score('seo')).padStart(5),
      audit('largest-contentful-paint').toFixed(0).padStart(8),
      audit('total-blocking-time').toFixed(0).padStart(8),
      audit('cumulative-layout-shift').toFixed(3).padStart(7),
      `  (performance of the ${runs.length} runs: ${runs.map((r) => Math.round(performanceOf(r) * 100)).join(', ')})`,
    );
    for (const id of ['performance', 'accessibility', 'best-practices']) {
      if (score(id) < BUDGET[id]) {
        const failing = Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 0.9 && lhr.categories[id].auditRefs.some((r) => r.id === a.id && r.weight > 0))
          .map((a) => a.id);
        failures.push(`${url_} ${id} ${score(id)} < ${BUDGET[id]} (weak audits: ${failing.join(', ')})`);
      }
    }
  }
  const [small, large] = [performanceByLabel['/shop'], performanceByLabel['/shop at 10k']];
  // A score falls as time grows: "within 1.3x" of the 18-product figure reads as the score's shortfall from 100.
  if (small !== undefined && large !== undefined && 100 - large > (100 - small) * BUDGET.scaleRatio && small - large > 1)
    failures.push(`/shop's Lighthouse performance at scale ${large} against ${small} with 18 products`);
}
console.log(failures.length ? `\nOVER BUDGET:\n- ${failures.join('\n- ')}` : '\nAll web budgets hold.');
process.exit(failures.length ? 1 : 0);
