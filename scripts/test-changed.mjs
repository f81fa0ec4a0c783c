// `npm run test:changed`: the fast path for one change. It finds the files changed since the base (uncommitted
// changes included; the last commit when there are none) and runs, for the workspaces they belong to: ESLint and
// Prettier on the changed files, the type-check of those workspaces, and their jest suites, plus, when a shared
// package changed, every suite anywhere that imports what changed (jest --findRelatedTests). Timed step by step
// (scripts/steps.mjs).
//   TEST_CHANGED_BASE=<ref>   compare with that commit instead (default: where HEAD left its upstream, else HEAD)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runSteps } from './steps.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
const lines = (text) => text.split('\n').filter(Boolean);

function baseRef() {
  if (process.env.TEST_CHANGED_BASE) return process.env.TEST_CHANGED_BASE;
  try {
    return git('merge-base', 'HEAD', '@{upstream}');
  } catch {
    return 'HEAD';
  }
}

function changedFiles() {
  const base = baseRef();
  let files = [...lines(git('diff', '--name-only', base)), ...lines(git('ls-files', '--others', '--exclude-standard'))];
  if (files.length === 0 && base === 'HEAD') files = lines(git('diff', '--name-only', 'HEAD~1', 'HEAD'));
  return [...new Set(files)].filter((file) => fs.existsSync(path.join(ROOT, file))).sort();
}

const rootPackage = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const workspaces = rootPackage.workspaces.flatMap((pattern) =>
  pattern.endsWith('/*')
    ? fs
        .readdirSync(path.join(ROOT, pattern.slice(0, -2)), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `${pattern.slice(0, -2)}/${entry.name}`)
    : [pattern],
);
const workspaceOf = (file) => workspaces.find((ws) => file.startsWith(`${ws}/`));

const files = changedFiles();
if (files.length === 0) {
  console.log('test:changed: nothing changed');
  process.exit(0);
}
const touched = [...new Set(files.map(workspaceOf).filter(Boolean))];
const sharedChanges = files.filter((file) => workspaceOf(file)?.startsWith('packages/') || !workspaceOf(file));
console.log(`test:changed: ${files.length} file(s) changed; workspaces: ${touched.join(', ') || 'none'}`);

const quoted = (list) => list.map((item) => `'${item.replaceAll("'", "'\\''")}'`).join(' ');
const lintable = files.filter((file) => /\.(c|m)?(t|j)sx?$/.test(file));
const typed = touched.filter((ws) => fs.existsSync(path.join(ROOT, ws, 'tsconfig.json')));
const testedHere = touched.filter((ws) => ws !== 'e2e');

const checks = [
  {
    name: 'lint',
    command: [
      lintable.length > 0 ? `npx eslint --no-warn-ignored ${quoted(lintable)}` : 'true',
      `npx prettier --check --ignore-unknown ${quoted(files)}`,
    ].join(' && '),
  },
];
// A shared package's types reach every workspace: then the whole (incremental) type-check.
if (typed.length > 0) checks.push({ name: 'typecheck', command: `npx tsc -b ${sharedChanges.length > 0 ? '' : quoted(typed)}` });
const tests = [];
if (testedHere.length > 0)
  tests.push({ name: 'jest', command: `npx jest --passWithNoTests ${quoted(testedHere.map((ws) => `^${ROOT}/${ws}/`))}` });
if (sharedChanges.length > 0)
  tests.push({ name: 'jest related', command: `npx jest --passWithNoTests --findRelatedTests ${quoted(sharedChanges)}` });

await runSteps([checks, ...tests.map((step) => [step])]);
