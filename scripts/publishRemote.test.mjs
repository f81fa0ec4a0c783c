import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { DEPLOYMENT_MESSAGES } from '../packages/contracts/dist/deployments.js';
import { BUILT_IN_VERSION } from '../packages/contracts/dist/index.js';
import { buildStamps } from './buildStamps.mjs';
import {
  PublishError,
  ROOT,
  apiOrigin,
  checkVersion,
  copyIntoStore,
  defaultVersion,
  main,
  parseArgs,
  shortCommit,
  tokenFrom,
} from './publishRemote.mjs';

const SHOP_DIR = path.join(ROOT, 'mfe-shop');
const scratch = (prefix) => fs.mkdtempSync(path.join(os.tmpdir(), `publish-test-${prefix}-`));

function write(file, text) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/** What webpack leaves in KINGSIDE_OUT_DIR for the shop: dist/ and dist-server/ (the manifest names the build). */
function fakeOutput(outDir, { manifest = '{"id":"mfe_shop","v":1}', server = true } = {}) {
  write(path.join(outDir, 'dist/mf-manifest.json'), manifest);
  write(path.join(outDir, 'dist/remoteEntry.js'), 'var mfe_shop;');
  write(path.join(outDir, 'dist/123.abcdef12.js'), 'chunk');
  write(path.join(outDir, 'dist/123.abcdef12.js.br'), 'br');
  if (server) {
    write(path.join(outDir, 'dist-server/section.js'), 'module.exports = {};');
    write(path.join(outDir, 'dist-server/312.section.js'), 'chunk');
  }
}

/** The files under a folder, relative, sorted (dot files too). */
function filesIn(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath ?? entry.path, entry.name)))
    .sort();
}

describe('publish:remote arguments', () => {
  it('registers by default and takes every option, with a value after it or after =', () => {
    expect(parseArgs([])).toEqual({ register: true, activate: false, help: false });
    expect(parseArgs(['--version', '2.0.0-rc.1', '--label', 'Release candidate', '--api=http://127.0.0.1:9000', '--activate'])).toEqual({
      version: '2.0.0-rc.1',
      label: 'Release candidate',
      api: 'http://127.0.0.1:9000',
      register: true,
      activate: true,
      help: false,
    });
    expect(parseArgs(['--no-register', '--version=v3'])).toMatchObject({ version: 'v3', register: false });
    expect(parseArgs(['--help']).help).toBe(true);
  });

  it.each([
    [['--colour'], 'unknown option --colour'],
    [['v2'], 'unknown option v2'],
    [['--version'], '--version needs a value'],
    [['--version', '--no-register'], '--version needs a value'],
    [['--no-register', '--activate'], '--activate needs the registration'],
  ])('refuses %j', (argv, message) => {
    expect(() => parseArgs(argv)).toThrow(PublishError);
    expect(() => parseArgs(argv)).toThrow(message);
  });
});

describe('the version', () => {
  it('defaults to the package version and the short commit', () => {
    const dir = scratch('version');
    write(path.join(dir, 'package.json'), '{"name":"mfe-shop","version":"2.3.4"}');
    expect(defaultVersion(dir, () => 'abc1234')).toBe('2.3.4-abc1234');
  });

  it('takes the commit from git rev-parse --short HEAD, a name the api accepts', () => {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    expect(shortCommit(SHOP_DIR)).toBe(head);
    expect(checkVersion(defaultVersion(SHOP_DIR))).toBe(`1.0.0-${head}`);
  });

  it('says to pass --version outside a git checkout', () => {
    expect(() => shortCommit(os.tmpdir())).toThrow('pass --version');
  });

  it.each(['1.0.0-abc1234', 'test-label-1', 'v2+build.7', 'A'.repeat(64)])('accepts %s', (version) => {
    expect(checkVersion(version)).toBe(version);
  });

  it('refuses the built-in version by name', () => {
    expect(() => checkVersion(BUILT_IN_VERSION)).toThrow(DEPLOYMENT_MESSAGES.reservedVersion);
  });

  it.each(['', '-rc', '.hidden', 'a b', '../up', 'x/y', 'é1', 'A'.repeat(65)])('refuses %j', (version) => {
    expect(() => checkVersion(version)).toThrow('is not a version name');
  });
});

describe('the copy into the store', () => {
  const built = () => {
    const out = scratch('out');
    fakeOutput(out);
    return { browserDir: path.join(out, 'dist'), serverDir: path.join(out, 'dist-server') };
  };

  it('puts the browser files in <store>/<name>/<version>/ and the server bundle in its .server/', () => {
    const storeDir = scratch('store');
    const copied = copyIntoStore({ ...built(), storeDir, name: 'shop', version: 'v1' });
    expect(copied).toEqual({ result: 'copied', dir: path.join(storeDir, 'shop/v1') });
    expect(filesIn(copied.dir)).toEqual([
      '.server/312.section.js',
      '.server/section.js',
      '123.abcdef12.js',
      '123.abcdef12.js.br',
      'mf-manifest.json',
      'remoteEntry.js',
    ]);
    expect(fs.readdirSync(path.join(storeDir, 'shop'))).toEqual(['v1']);
  });

  it('leaves out .server/ for a remote without a server bundle', () => {
    const storeDir = scratch('store');
    const out = scratch('out');
    fakeOutput(out, { server: false });
    const copied = copyIntoStore({
      browserDir: path.join(out, 'dist'),
      serverDir: path.join(out, 'dist-server'),
      storeDir,
      name: 'auth',
      version: 'v1',
    });
    expect(fs.existsSync(path.join(copied.dir, '.server'))).toBe(false);
  });

  it('copies nothing when the version holds the same build (same mf-manifest.json)', () => {
    const storeDir = scratch('store');
    const first = copyIntoStore({ ...built(), storeDir, name: 'shop', version: 'v1' });
    const marker = path.join(first.dir, 'remoteEntry.js');
    fs.writeFileSync(marker, 'as first copied');
    expect(copyIntoStore({ ...built(), storeDir, name: 'shop', version: 'v1' })).toEqual({ result: 'unchanged', dir: first.dir });
    expect(fs.readFileSync(marker, 'utf8')).toBe('as first copied');
  });

  it('refuses other files under a version already in the store, and keeps what is there', () => {
    const storeDir = scratch('store');
    copyIntoStore({ ...built(), storeDir, name: 'shop', version: 'v1' });
    const other = scratch('out');
    fakeOutput(other, { manifest: '{"id":"mfe_shop","v":2}' });
    const again = () =>
      copyIntoStore({
        browserDir: path.join(other, 'dist'),
        serverDir: path.join(other, 'dist-server'),
        storeDir,
        name: 'shop',
        version: 'v1',
      });
    expect(again).toThrow(PublishError);
    expect(again).toThrow('shop v1 is already in the store');
    expect(again).toThrow('versions never change');
    expect(fs.readFileSync(path.join(storeDir, 'shop/v1/mf-manifest.json'), 'utf8')).toBe('{"id":"mfe_shop","v":1}');
    expect(fs.readdirSync(path.join(storeDir, 'shop'))).toEqual(['v1']);
  });

  it('leaves no folder, whole or half-written, when the copy fails', () => {
    const storeDir = scratch('store');
    let calls = 0;
    // The browser files arrive, then the server bundle's copy fails (a full disk, say).
    const copyTree = (from, to, options) => {
      if (++calls === 2) throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
      fs.cpSync(from, to, options);
    };
    expect(() => copyIntoStore({ ...built(), storeDir, name: 'shop', version: 'v1', copyTree })).toThrow('ENOSPC');
    expect(fs.readdirSync(path.join(storeDir, 'shop'))).toEqual([]);
    // and the next attempt copies it whole
    expect(copyIntoStore({ ...built(), storeDir, name: 'shop', version: 'v1' }).result).toBe('copied');
  });

  it('refuses a build without mf-manifest.json', () => {
    const out = scratch('out');
    write(path.join(out, 'dist/remoteEntry.js'), '');
    expect(() => copyIntoStore({ browserDir: path.join(out, 'dist'), storeDir: scratch('store'), name: 'shop', version: 'v1' })).toThrow(
      'the build has no mf-manifest.json',
    );
  });
});

describe('where it registers, with which token', () => {
  it('takes --api, else KINGSIDE_API_URL, else localhost on PORT (3000)', () => {
    expect(apiOrigin('http://127.0.0.1:9000/', { KINGSIDE_API_URL: 'http://other' })).toBe('http://127.0.0.1:9000');
    expect(apiOrigin(undefined, { KINGSIDE_API_URL: 'https://kingside.example', PORT: '4000' })).toBe('https://kingside.example');
    expect(apiOrigin(undefined, { PORT: '4000' })).toBe('http://localhost:4000');
    expect(apiOrigin(undefined, {})).toBe('http://localhost:3000');
    expect(() => apiOrigin('localhost 3000', {})).toThrow('is not a URL');
  });

  it('sends DEPLOY_TOKEN, else ADMIN_TOKEN', () => {
    expect(tokenFrom({ DEPLOY_TOKEN: 'deploy', ADMIN_TOKEN: 'admin' })).toBe('deploy');
    expect(tokenFrom({ ADMIN_TOKEN: 'admin' })).toBe('admin');
    expect(tokenFrom({})).toBeUndefined();
  });
});

/**
 * The api's registry on 127.0.0.1: records each request and answers from `answers` (path -> [status, body]).
 * @param {Record<string, [number, unknown]>} answers
 */
async function fakeApi(answers) {
  const requests = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      requests.push({
        method: req.method,
        url: req.url,
        authorization: req.headers.authorization,
        type: req.headers['content-type'],
        body: JSON.parse(body),
      });
      const [status, answer] = answers[req.url] ?? [404, { message: 'Not found' }];
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { requests, origin: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

const registered = (version) => ({
  remote: 'shop',
  version,
  url: `/remotes/shop/${version}/`,
  manifestDigest: 'ab'.repeat(32),
  exposes: ['./Routes', './ProductsPreview', './ProductTeaser'],
  publishedAt: '2026-01-01T00:00:00.000Z',
  publishedBy: 'deploy token',
  local: true,
});

describe('a whole publish (webpack replaced by a fake build)', () => {
  let api;
  afterEach(async () => api?.close());

  /** Runs main in mfe-shop's folder with a scratch store; returns what it logged and what the build was given. */
  async function publish(argv, env = {}) {
    const storeDir = scratch('store');
    const logs = [];
    const builds = [];
    const build = async (options) => {
      builds.push(options);
      fakeOutput(options.outDir);
    };
    const code = await main(argv, {
      cwd: SHOP_DIR,
      env: { REMOTES_DIR: storeDir, DEPLOY_TOKEN: 'the-deploy-token', ...env },
      build,
      log: (line) => logs.push(line),
      commit: () => 'abc1234',
    });
    return { code, storeDir, log: logs.join('\n'), builds };
  }

  it('builds into a temporary folder with the label, copies, registers and says how to activate', async () => {
    api = await fakeApi({ '/api/admin/remotes/shop/versions': [201, registered('2.0.0')] });
    const run = await publish(['--version', '2.0.0', '--label', 'Release candidate', '--api', api.origin]);
    expect(run.code).toBe(0);
    const [{ remoteDir, outDir, label, serverPublicPath }] = run.builds;
    // The server bundle links the version's own files, where the store serves them.
    expect({ remoteDir, label, serverPublicPath }).toEqual({
      remoteDir: SHOP_DIR,
      label: 'Release candidate',
      serverPublicPath: '/remotes/shop/2.0.0/',
    });
    // outside the remote's folder (never its dist/), and gone afterwards
    expect(outDir.startsWith(os.tmpdir())).toBe(true);
    expect(fs.existsSync(outDir)).toBe(false);
    expect(fs.existsSync(path.join(run.storeDir, 'shop/2.0.0/.server/section.js'))).toBe(true);
    expect(api.requests).toEqual([
      {
        method: 'POST',
        url: '/api/admin/remotes/shop/versions',
        authorization: 'Bearer the-deploy-token',
        type: 'application/json',
        body: { version: '2.0.0' },
      },
    ]);
    expect(run.log).toContain('Registered shop 2.0.0 at /remotes/shop/2.0.0/');
    expect(run.log).toContain(`curl -X POST -H "Authorization: Bearer $DEPLOY_TOKEN"`);
    expect(run.log).toContain(`-d '{"version":"2.0.0"}' ${api.origin}/api/admin/remotes/shop/activate`);
  });

  it('names the version after the package and commit when --version is not given, and says when it was registered already', async () => {
    api = await fakeApi({ '/api/admin/remotes/shop/versions': [200, registered('1.0.0-abc1234')] });
    const run = await publish([], { KINGSIDE_API_URL: api.origin });
    expect(api.requests[0].body).toEqual({ version: '1.0.0-abc1234' });
    expect(run.log).toContain('shop 1.0.0-abc1234 was registered already');
  });

  it('activates after registering with --activate', async () => {
    api = await fakeApi({
      '/api/admin/remotes/shop/versions': [201, registered('v2')],
      '/api/admin/remotes/shop/activate': [200, {}],
    });
    const run = await publish(['--version', 'v2', '--activate', '--api', api.origin], { DEPLOY_TOKEN: '', ADMIN_TOKEN: 'admin-token' });
    expect(api.requests.map((r) => [r.url, r.authorization, r.body])).toEqual([
      ['/api/admin/remotes/shop/versions', 'Bearer admin-token', { version: 'v2' }],
      ['/api/admin/remotes/shop/activate', 'Bearer admin-token', { version: 'v2' }],
    ]);
    expect(run.log).toContain('shop v2 is live');
  });

  it("fails with the api's message on a refused registration", async () => {
    const message = DEPLOYMENT_MESSAGES.versionTaken('shop', 'v2');
    api = await fakeApi({ '/api/admin/remotes/shop/versions': [409, { message }] });
    await expect(publish(['--version', 'v2', '--api', api.origin])).rejects.toThrow(`Registration refused (HTTP 409): ${message}`);
  });

  it('fails with each broken type when the api refuses the version for its exposed types (422, issue 45)', async () => {
    const problem = DEPLOYMENT_MESSAGES.typeBroken(
      './ProductTeaser',
      'the learn section',
      'default',
      'a component taking { productIds: number[] }',
      'takes { productIds: string[] }',
    );
    api = await fakeApi({
      '/api/admin/remotes/shop/versions': [422, { message: DEPLOYMENT_MESSAGES.typesBroken('shop', 'v2'), problems: [problem] }],
    });
    await expect(publish(['--version', 'v2', '--api', api.origin])).rejects.toThrow(
      `Registration refused (HTTP 422): shop v2 is refused: its exposed modules' types break what the site uses.\n  - ./ProductTeaser: the learn section uses \`default\` as a component taking { productIds: number[] }; this version's \`default\` takes { productIds: string[] }`,
    );
  });

  it("fails with the api's message and each problem on a refused activation", async () => {
    api = await fakeApi({
      '/api/admin/remotes/shop/versions': [201, registered('v2')],
      '/api/admin/remotes/shop/activate': [
        422,
        { message: DEPLOYMENT_MESSAGES.contractFailed('shop', 'v2'), problems: [DEPLOYMENT_MESSAGES.missingExpose('./ProductTeaser')] },
      ],
    });
    await expect(publish(['--version', 'v2', '--activate', '--api', api.origin])).rejects.toThrow(
      `Activation refused (HTTP 422): shop v2 cannot go live: it would break the site.\n  - it does not expose ./ProductTeaser`,
    );
  });

  it('says so when the api cannot be reached', async () => {
    api = await fakeApi({});
    const { origin } = api;
    await api.close();
    api = undefined;
    await expect(publish(['--version', 'v2', '--api', origin])).rejects.toThrow(`could not reach the api at ${origin}`);
  });

  it('only copies with --no-register, and needs no token then', async () => {
    const run = await publish(['--version', 'v3', '--no-register'], { DEPLOY_TOKEN: '' });
    expect(run.code).toBe(0);
    expect(fs.existsSync(path.join(run.storeDir, 'shop/v3/mf-manifest.json'))).toBe(true);
    expect(run.log).not.toContain('Registered');
  });

  it('refuses before building when there is no token to register with', async () => {
    const attempt = publish(['--version', 'v3'], { DEPLOY_TOKEN: '' });
    await expect(attempt).rejects.toThrow('set DEPLOY_TOKEN');
  });

  it('copies nothing and removes its temporary folder when the build fails', async () => {
    const storeDir = scratch('store');
    let outDir;
    const build = async (options) => {
      outDir = options.outDir;
      fakeOutput(outDir);
      throw new PublishError('the build failed (webpack exit 1)');
    };
    await expect(
      main(['--version', 'v4', '--no-register'], { cwd: SHOP_DIR, env: { REMOTES_DIR: storeDir }, build, log: () => {} }),
    ).rejects.toThrow('the build failed');
    expect(fs.existsSync(outDir)).toBe(false);
    expect(fs.readdirSync(storeDir)).toEqual([]);
  });

  it('reads a relative REMOTES_DIR from where npm was run (INIT_CWD)', async () => {
    const from = scratch('init-cwd');
    const build = async ({ outDir }) => fakeOutput(outDir);
    await main(['--version', 'v5', '--no-register'], {
      cwd: SHOP_DIR,
      env: { REMOTES_DIR: 'store', INIT_CWD: from },
      build,
      log: () => {},
    });
    expect(fs.existsSync(path.join(from, 'store/shop/v5/remoteEntry.js'))).toBe(true);
  });

  it('runs only in a remote’s folder', async () => {
    await expect(main(['--version', 'v1'], { cwd: ROOT, env: {}, build: async () => {}, log: () => {} })).rejects.toThrow(
      'is not a remote',
    );
  });
});

describe('the command line', () => {
  const cli = (...argv) =>
    spawnSync('node', [path.join(ROOT, 'scripts/publishRemote.mjs'), ...argv], {
      cwd: SHOP_DIR,
      encoding: 'utf8',
      env: { ...process.env, DEPLOY_TOKEN: 'x' },
    });

  it('exits 1 with the reason, before any build, on a refused version or option', () => {
    const reserved = cli('--version', BUILT_IN_VERSION);
    expect(reserved.status).toBe(1);
    expect(reserved.stderr).toBe(`publish:remote: ${DEPLOYMENT_MESSAGES.reservedVersion}\n`);
    const unknown = cli('--force');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('unknown option --force');
  });

  it('prints its usage with --help', () => {
    const help = cli('--help');
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('--no-register');
  });
});

describe('the build stamp of a labelled build', () => {
  function repo(env) {
    const root = scratch('stamps');
    for (const file of ['package.json', 'tsconfig.json', 'package-lock.json', 'mfe-shop/package.json', 'mfe-shop/src/a.tsx'])
      write(path.join(root, file), '{}');
    write(path.join(root, 'mfe-shop/dist/mf-manifest.json'), '{}');
    return { root, stamps: buildStamps(root, env) };
  }

  it('is unchanged without a label, and records the label when there is one', () => {
    const plain = repo({});
    expect(Object.keys(plain.stamps.currentStamp('mfe-shop'))).toEqual(['sources', 'configuration', 'shared packages', 'lockfile']);
    expect(repo({ KINGSIDE_BUILD_LABEL: 'RC' }).stamps.currentStamp('mfe-shop')).toHaveProperty('build label');
  });

  it('rebuilds when the label comes or goes', () => {
    const labelled = repo({ KINGSIDE_BUILD_LABEL: 'RC' });
    labelled.stamps.writeStamp('mfe-shop', labelled.stamps.currentStamp('mfe-shop'));
    expect(labelled.stamps.whyRebuild('mfe-shop')).toBeUndefined();
    expect(buildStamps(labelled.root, {}).whyRebuild('mfe-shop')).toBe('build label changed');
    expect(buildStamps(labelled.root, { KINGSIDE_BUILD_LABEL: 'RC2' }).whyRebuild('mfe-shop')).toBe('build label changed');
    const plain = repo({});
    plain.stamps.writeStamp('mfe-shop', plain.stamps.currentStamp('mfe-shop'));
    expect(buildStamps(plain.root, { KINGSIDE_BUILD_LABEL: 'RC' }).whyRebuild('mfe-shop')).toBe('build label changed');
  });
});
