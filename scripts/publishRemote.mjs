// `npm run publish:remote -w mfe-shop [-- --version <v>] [--label <text>] [--no-register] [--activate] [--api <origin>]`
// (issue 20, docs/deployment.md "Publishing a remote version"): one remote, built on its own into a temporary folder
// (never its dist/, which the running site serves as the built-in version), copied into the api's store as
// <REMOTES_DIR>/<name>/<version>/ (its server bundle in .server/), then registered with the api, which makes it
// activatable from the Deployments screen or with --activate. The cwd is the remote's folder (npm run -w).
import { spawn, execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
// The compiled contracts: the remotes' publish:remote runs `tsc -b ../packages/contracts` first, as their prebuild does.
import { DEPLOY_TOKEN_VARIABLE, DEPLOYMENT_API, DEPLOYMENT_MESSAGES, localVersionBase } from '../packages/contracts/dist/deployments.js';
import { BUILT_IN_VERSION, REMOTES, REMOTE_VERSION_PATTERN } from '../packages/contracts/dist/index.js';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_REMOTES_DIR = path.join(ROOT, 'api/var/remotes');
/** Where each version keeps its server bundle, beside its browser files (the api requires .server/section.js). */
export const SERVER_FOLDER = '.server';
const MANIFEST = 'mf-manifest.json';

export const USAGE = `Publishes this remote as a new version: builds it into a temporary folder, copies it into the api's
store (REMOTES_DIR, default api/var/remotes) and registers it with the api.

  npm run publish:remote -w mfe-shop [-- options]

  --version <v>    the version's name (default: <package.json version>-<short git commit>)
  --label <text>   a label the build carries (the shop's pages show "Build: <text>")
  --api <origin>   the api to register with (default: KINGSIDE_API_URL, else http://localhost:$PORT, PORT 3000)
  --no-register    copy into the store only
  --activate       after registering, make the version live for everyone
  --help           this text

The token: ${DEPLOY_TOKEN_VARIABLE} (the api's deploy token), else ADMIN_TOKEN.`;

/** A failure the user can act on: printed as it is, without a stack. */
export class PublishError extends Error {}

/** @returns {{version?: string, label?: string, api?: string, register: boolean, activate: boolean, help: boolean}} */
export function parseArgs(argv) {
  const options = { register: true, activate: false, help: false };
  const valued = { '--version': 'version', '--label': 'label', '--api': 'api' };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    // --version=1.2 as well as --version 1.2
    const [flag, inline] =
      arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg];
    if (Object.hasOwn(valued, flag)) {
      const value = inline ?? argv[++i];
      if (value === undefined || (inline === undefined && value.startsWith('--'))) throw new PublishError(`${flag} needs a value`);
      options[valued[flag]] = value;
    } else if (flag === '--no-register' && inline === undefined) options.register = false;
    else if (flag === '--activate' && inline === undefined) options.activate = true;
    else if ((flag === '--help' || flag === '-h') && inline === undefined) options.help = true;
    else throw new PublishError(`unknown option ${arg} (see --help)`);
  }
  if (options.activate && !options.register) throw new PublishError('--activate needs the registration that --no-register skips');
  return options;
}

/** The short commit of HEAD, as `git rev-parse --short HEAD` prints it. */
export function shortCommit(cwd) {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  } catch {
    throw new PublishError('no git commit to name the version after: pass --version <v>');
  }
}

/** `<package.json version>-<short commit>`: each commit of the remote publishes under its own name. */
export function defaultVersion(remoteDir, commit = shortCommit) {
  const { version } = JSON.parse(fs.readFileSync(path.join(remoteDir, 'package.json'), 'utf8'));
  return `${version}-${commit(remoteDir)}`;
}

/** The rules the api applies (contracts), checked before a minute of building rather than after. */
export function checkVersion(version) {
  if (version === BUILT_IN_VERSION) throw new PublishError(DEPLOYMENT_MESSAGES.reservedVersion);
  if (!REMOTE_VERSION_PATTERN.test(version)) {
    throw new PublishError(
      `"${version}" is not a version name: letters, digits and . _ + -, starting with a letter or digit, at most 64 characters.`,
    );
  }
  return version;
}

/** The remote whose folder the script runs in (npm run -w sets the cwd). */
export function remoteAt(cwd) {
  const remote = REMOTES.find((r) => r.dir === path.basename(cwd) && path.resolve(ROOT, r.dir) === path.resolve(cwd));
  if (!remote) throw new PublishError(`${cwd} is not a remote: run it as npm run publish:remote -w <remote folder>`);
  return remote;
}

/**
 * The normal production build of the remote, written to `<outDir>/dist` and `<outDir>/dist-server` instead of its
 * own folders (KINGSIDE_OUT_DIR, packages/webpack-config). The label is set explicitly, empty without --label, so a
 * KINGSIDE_BUILD_LABEL left in the shell's environment cannot label a build by accident. The build generates its
 * exposed modules' types (KINGSIDE_REMOTE_TYPES).
 */
export function buildRemote({ remoteDir, outDir, label, serverPublicPath }) {
  return new Promise((resolve, reject) => {
    // The server bundle's markup links the version's own files, where the store serves them.
    const env = {
      ...process.env,
      KINGSIDE_OUT_DIR: outDir,
      KINGSIDE_BUILD_LABEL: label ?? '',
      KINGSIDE_SERVER_PUBLIC_PATH: serverPublicPath,
      // Module Federation's type generation: @mf-types.zip, the exposed modules' declarations, published with the version
      // (its mf-manifest.json carries their summary, exposedTypes, which the api checks: docs/architecture.md §11).
      KINGSIDE_REMOTE_TYPES: '1',
    };
    const child = spawn('npx', ['webpack', '--mode', 'production'], { cwd: remoteDir, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new PublishError(`the build failed (webpack exit ${code})`))));
  });
}

function sha256(file) {
  return createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

/**
 * Copies a build into `<storeDir>/<name>/<version>/` (browser files) and its `.server/` (the server bundle, when the
 * remote has one). Atomic: everything goes into a hidden sibling that is renamed into place, so the api never sees a
 * half-written version, and a failed copy leaves nothing behind. Versions never change: the same build again (same
 * mf-manifest.json) is 'unchanged'; other files under a taken name are refused.
 * @param {{browserDir: string, serverDir?: string, storeDir: string, name: string, version: string, copyTree?: typeof fs.cpSync}} options
 * @returns {{result: 'copied' | 'unchanged', dir: string}}
 */
export function copyIntoStore({ browserDir, serverDir, storeDir, name, version, copyTree = fs.cpSync }) {
  const manifest = path.join(browserDir, MANIFEST);
  if (!fs.existsSync(manifest)) throw new PublishError(`the build has no ${MANIFEST} (${browserDir})`);
  const digest = sha256(manifest);
  const remoteStore = path.join(storeDir, name);
  const target = path.join(remoteStore, version);
  const existing = () => {
    if (!fs.existsSync(target)) return undefined;
    const taken = path.join(target, MANIFEST);
    if (fs.existsSync(taken) && sha256(taken) === digest) return { result: 'unchanged', dir: target };
    throw new PublishError(
      `${name} ${version} is already in the store (${target}) with other files; versions never change, publish under a new name.`,
    );
  };
  const before = existing();
  if (before) return before;

  fs.mkdirSync(remoteStore, { recursive: true });
  // A dot name the api never serves as a version (REMOTE_VERSION_PATTERN starts with a letter or digit).
  const staging = path.join(remoteStore, `.${version}.partial-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    copyTree(browserDir, staging, { recursive: true });
    if (serverDir && fs.existsSync(serverDir)) copyTree(serverDir, path.join(staging, SERVER_FOLDER), { recursive: true });
    fs.renameSync(staging, target);
    return { result: 'copied', dir: target };
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    // Another publish of the same version won the rename: the same build is fine, other files are refused.
    if (['EEXIST', 'ENOTEMPTY', 'EPERM'].includes(error.code)) {
      const after = existing();
      if (after) return after;
    }
    throw error;
  }
}

/** The api's origin: --api, else KINGSIDE_API_URL, else this machine's all-in-one server. */
export function apiOrigin(option, env = process.env) {
  const origin = option ?? env.KINGSIDE_API_URL ?? `http://localhost:${env.PORT ?? 3000}`;
  try {
    return new URL(origin).origin;
  } catch {
    throw new PublishError(`${origin} is not a URL: pass --api http://host:port`);
  }
}

export function tokenFrom(env = process.env) {
  return env[DEPLOY_TOKEN_VARIABLE] || env.ADMIN_TOKEN || undefined;
}

/** POSTs JSON to the api with the token; resolves to the status and the parsed answer (text when not JSON). */
export async function postJson(url, body, token) {
  let response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new PublishError(
      `could not reach the api at ${new URL(url).origin} (${error.cause?.code ?? error.cause?.message ?? error.message}): is it running?`,
    );
  }
  const text = await response.text();
  let answer;
  try {
    answer = JSON.parse(text);
  } catch {
    answer = { message: text.slice(0, 200) || response.statusText };
  }
  return { status: response.status, answer };
}

/** The api's refusal as one message: its `message`, then each of its `problems` on a line. */
function refusal(what, { status, answer }) {
  const problems = Array.isArray(answer?.problems) ? answer.problems.map((p) => `\n  - ${p}`).join('') : '';
  return new PublishError(`${what} refused (HTTP ${status}): ${answer?.message ?? 'no message'}${problems}`);
}

export async function register({ origin, name, version, token }) {
  const reply = await postJson(new URL(DEPLOYMENT_API.versions(name), origin).href, { version }, token);
  if (reply.status !== 200 && reply.status !== 201) throw refusal('Registration', reply);
  return reply;
}

export async function activate({ origin, name, version, token }) {
  const reply = await postJson(new URL(DEPLOYMENT_API.activate(name), origin).href, { version }, token);
  if (reply.status !== 200) throw refusal('Activation', reply);
  return reply;
}

function nextSteps({ origin, name, version }) {
  const call = (endpoint, body) =>
    `  curl -X POST -H "Authorization: Bearer $${DEPLOY_TOKEN_VARIABLE}" -H 'Content-Type: application/json' -d '${JSON.stringify(body)}' ${new URL(endpoint, origin).href}`;
  return [
    'Next: make it live for everyone (or use the Deployments screen, /admin/deployments):',
    call(DEPLOYMENT_API.activate(name), { version }),
    'or give it to a share of browsers first:',
    call(DEPLOYMENT_API.canary(name), { version, percent: 10 }),
  ].join('\n');
}

/**
 * The whole publish. Everything it touches outside the store comes in `deps`, so the tests run it without webpack
 * (build), against a local server (env), in a scratch store.
 * @returns {Promise<number>} the exit code
 */
export async function main(argv, deps = {}) {
  const { env = process.env, cwd = process.cwd(), build = buildRemote, log = console.log, commit = shortCommit } = deps;
  const options = parseArgs(argv);
  if (options.help) {
    log(USAGE);
    return 0;
  }
  const remote = remoteAt(cwd);
  const version = checkVersion(options.version ?? defaultVersion(cwd, commit));
  const origin = options.register ? apiOrigin(options.api, env) : undefined;
  const token = tokenFrom(env);
  // Before a minute of building: without a token the api would refuse the registration anyway.
  if (options.register && !token) {
    throw new PublishError(`set ${DEPLOY_TOKEN_VARIABLE} (the api's deploy token) or ADMIN_TOKEN, or pass --no-register to copy only`);
  }
  // Relative to where npm was run (INIT_CWD), not the remote's folder npm run -w moves to.
  const storeDir = env.REMOTES_DIR ? path.resolve(env.INIT_CWD ?? cwd, env.REMOTES_DIR) : DEFAULT_REMOTES_DIR;

  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), `kingside-publish-${remote.name}-`));
  let stored;
  try {
    log(`Building ${remote.dir} ${version}${options.label ? ` labelled "${options.label}"` : ''} in ${outDir}`);
    await build({ remoteDir: cwd, outDir, label: options.label, serverPublicPath: localVersionBase(remote.name, version) });
    stored = copyIntoStore({
      browserDir: path.join(outDir, 'dist'),
      serverDir: path.join(outDir, 'dist-server'),
      storeDir,
      name: remote.name,
      version,
    });
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
  log(stored.result === 'copied' ? `Copied into ${stored.dir}` : `${stored.dir} holds this build already: nothing copied`);
  if (!options.register) return 0;

  const registered = await register({ origin, name: remote.name, version, token });
  log(
    registered.status === 201
      ? `Registered ${remote.name} ${version} at ${registered.answer?.url ?? origin}`
      : `${remote.name} ${version} was registered already`,
  );
  if (!options.activate) {
    log(nextSteps({ origin, name: remote.name, version }));
    return 0;
  }
  await activate({ origin, name: remote.name, version, token });
  log(`${remote.name} ${version} is live`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (error) => {
      console.error(error instanceof PublishError ? `publish:remote: ${error.message}` : error);
      process.exitCode = 1;
    },
  );
}
