// `node scripts/remoteUsage.mjs` (issue 45, docs/architecture.md §11): records what the shell and each section use of
// the other remotes' exposed modules, with the types they use them at, into api/src/deployments/contractUsage.json, which
// the registry holds every new version to; and writes each remote's src/exposedModules.d.ts from its exposes.json, the
// types of its exposed modules as the shell's and the other sections' `tsc -b` reads them (@kingside/ui's
// ExposedModules). Run it after changing what a remote exposes, what a page loads from another section, or the props it
// passes; scripts/remoteUsage.test.mjs fails while a file is not what this script writes, or a consumer's tsconfig.json
// does not read the types of a remote it uses.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { REMOTES } from '../packages/contracts/dist/index.js';

const require = createRequire(import.meta.url);
const { summarizeRemotes } = require('../packages/webpack-config/exposedTypes.js');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const USAGE_FILE = path.join(ROOT, 'api/src/deployments/contractUsage.json');
/** Where a remote's exposed modules' types are declared, in its folder. */
export const DECLARATION = 'src/exposedModules.d.ts';

/** The apps' source files under `dir`, tests aside. */
function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return entry.isFile() && /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [file] : [];
  });
}

/** Every property name an expression may hand over as props: the keys of its object literals, in either branch of a `?:`. */
function propNames(expression, names = new Set()) {
  if (!expression) return names;
  if (ts.isParenthesizedExpression(expression)) return propNames(expression.expression, names);
  if (ts.isConditionalExpression(expression)) return propNames(expression.whenFalse, propNames(expression.whenTrue, names));
  if (ts.isSatisfiesExpression(expression) || ts.isAsExpression(expression)) return propNames(expression.expression, names);
  if (!ts.isObjectLiteralExpression(expression)) throw new Error(`props must be an object literal to be recorded: ${expression.getText()}`);
  for (const property of expression.properties) {
    if (!property.name || !(ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) {
      throw new Error(`props must name each property to be recorded: ${property.getText()}`);
    }
    names.add(property.name.text);
  }
  return names;
}

/**
 * Every element with a literal `remote="x"` and `module="./Y"` (a RemoteSection, a FederatedSlot, a band that draws one)
 * in the shell's and the remotes' code: who uses it, and the props it passes (`props={{…}}`).
 * @returns {{consumer: string, remote: string, module: string, props: Set<string>}[]}
 */
function consumerUses() {
  const consumers = [{ consumer: 'shell', dir: 'shell' }, ...REMOTES.map((r) => ({ consumer: r.name, dir: r.dir }))];
  const uses = [];
  for (const { consumer, dir } of consumers) {
    for (const file of sourceFiles(path.join(ROOT, dir, 'src'))) {
      const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
      const visit = (node) => {
        if (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) {
          const attributes = new Map(node.attributes.properties.filter(ts.isJsxAttribute).map((a) => [a.name.getText(), a.initializer]));
          const remote = attributes.get('remote');
          const module = attributes.get('module');
          if (remote && module && ts.isStringLiteral(remote) && ts.isStringLiteral(module)) {
            const props = attributes.get('props');
            uses.push({
              consumer,
              remote: remote.text,
              module: module.text,
              props: props && ts.isJsxExpression(props) ? propNames(props.expression) : new Set(),
            });
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
  }
  return uses;
}

/**
 * The usage file: for each remote, each module used, each consumer's use of its default export, with the props it passes
 * at the types this checkout's version of the remote declares them (what the consumer's code is written against).
 * Throws when a consumer passes a prop the remote does not take, or leaves out one it requires.
 */
export function remoteUsage() {
  const uses = consumerUses();
  const used = REMOTES.filter((r) => uses.some((use) => use.remote === r.name));
  const summaries = summarizeRemotes(
    used.map((r) => ({ dir: path.join(ROOT, r.dir), exposes: require(path.join(ROOT, r.dir, 'exposes.json')) })),
  );
  const usage = {};
  used.forEach((remote, i) => {
    const { modules } = summaries[i];
    const byModule = {};
    for (const use of uses
      .filter((u) => u.remote === remote.name)
      .sort((a, b) => `${a.module} ${a.consumer}`.localeCompare(`${b.module} ${b.consumer}`))) {
      const declared = modules[use.module]?.default;
      if (!declared || declared.kind !== 'function') throw new Error(`${remote.name} ${use.module} has no component as its default export`);
      const props = {};
      for (const name of [...use.props].sort()) {
        if (!declared.props[name])
          throw new Error(`${use.consumer} passes ${name} to ${remote.name} ${use.module}, which does not take it`);
        props[name] = declared.props[name];
      }
      const missing = Object.keys(declared.props).filter((name) => !declared.props[name].optional && !use.props.has(name));
      if (missing.length > 0) throw new Error(`${use.consumer} does not pass ${missing.join(', ')} to ${remote.name} ${use.module}`);
      const entries = (byModule[use.module] ??= []);
      const same = entries.find((entry) => entry.consumer === use.consumer && JSON.stringify(entry.props) === JSON.stringify(props));
      if (!same) entries.push({ consumer: use.consumer, member: 'default', kind: 'function', props });
    }
    usage[remote.name] = byModule;
  });
  return usage;
}

export const usageText = (usage) => `${JSON.stringify(usage, null, 2)}\n`;

/**
 * A remote's src/exposedModules.d.ts: adds the types of the modules it exposes to @kingside/ui's ExposedModules, each
 * module's type that of the file its exposes.json names. Its own program includes it (tsconfig.json `include`), and so does
 * every consumer's (`files`, with a reference to the remote's project, so that `tsc -b` builds the remote first and reads
 * its declarations, build/tsc/*.d.ts).
 * @param {{name: string, dir: string}} remote
 */
export function exposedModulesDeclaration(remote) {
  const exposes = Object.entries(require(path.join(ROOT, remote.dir, 'exposes.json'))).sort(([a], [b]) => a.localeCompare(b));
  const local = (name) => name.replace(/^\.\//, '').replace(/[^A-Za-z0-9_$]/g, '_');
  const from = (file) => `./${path.posix.relative('src', file.replace(/^\.\//, '')).replace(/\.tsx?$/, '')}`;
  return [
    `// Written by \`node scripts/remoteUsage.mjs\` from exposes.json: the types of the modules ${remote.dir} exposes, read by its own`,
    `// program and by every program that loads them (docs/architecture.md §11). Do not edit.`,
    ...exposes.map(([name, file]) => `import type * as ${local(name)} from '${from(file)}';`),
    '',
    `declare module '@kingside/ui' {`,
    `  interface ExposedModules {`,
    `    ${remote.name}: {`,
    ...exposes.map(([name]) => `      '${name}': typeof ${local(name)};`),
    `    };`,
    `  }`,
    `}`,
    '',
  ].join('\n');
}

/**
 * What the consumers' tsconfig.json lack to read the types of the remotes they use: for each remote one of them uses
 * (another's), its exposedModules.d.ts in `files` and its project in `references`.
 * @returns {string[]}
 */
export function wiringProblems() {
  const consumers = new Map([['shell', 'shell'], ...REMOTES.map((r) => [r.name, r.dir])]);
  const problems = [];
  const uses = consumerUses();
  for (const [consumer, dir] of consumers) {
    const used = REMOTES.filter((r) => r.name !== consumer && uses.some((use) => use.consumer === consumer && use.remote === r.name));
    const { config } = ts.readConfigFile(path.join(ROOT, dir, 'tsconfig.json'), ts.sys.readFile);
    const files = new Set(config.files ?? []);
    const references = new Set((config.references ?? []).map((reference) => path.posix.normalize(reference.path)));
    for (const remote of used) {
      const declaration = `../${remote.dir}/${DECLARATION}`;
      if (!files.has(declaration)) problems.push(`${dir}/tsconfig.json uses ${remote.name}'s modules: "files" must list "${declaration}"`);
      if (!references.has(`../${remote.dir}`))
        problems.push(`${dir}/tsconfig.json uses ${remote.name}'s modules: "references" must name "../${remote.dir}"`);
    }
  }
  return problems;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  fs.writeFileSync(USAGE_FILE, usageText(remoteUsage()));
  console.log(`Wrote ${path.relative(ROOT, USAGE_FILE)}`);
  for (const remote of REMOTES) {
    fs.writeFileSync(path.join(ROOT, remote.dir, DECLARATION), exposedModulesDeclaration(remote));
    console.log(`Wrote ${remote.dir}/${DECLARATION}`);
  }
  const problems = wiringProblems();
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
}
