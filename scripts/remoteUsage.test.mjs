import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { REMOTES } from '../packages/contracts/dist/index.js';
import { DECLARATION, USAGE_FILE, exposedModulesDeclaration, remoteUsage, usageText, wiringProblems } from './remoteUsage.mjs';

/*
 * api/src/deployments/contractUsage.json is what the registry holds a new version's exposed types to
 * (docs/architecture.md §11). It must be what the shell's and the sections' code uses today, at the types this checkout's remotes declare:
 * regenerated here (the TypeScript compiler reading the remotes' exposed modules) and compared. The same code is
 * type-checked against the remotes' declarations by `tsc -b` (each remote's src/exposedModules.d.ts, read by every
 * program that loads its modules): a remote whose exposed props change breaks the type-check of the code that uses them.
 */

const ROOT = path.resolve(import.meta.dirname, '..');

describe('contractUsage.json', () => {
  it('is what scripts/remoteUsage.mjs writes from the code (run it after changing what a page loads from another section)', () => {
    expect(fs.readFileSync(USAGE_FILE, 'utf8')).toBe(usageText(remoteUsage()));
  }, 180_000);

  it('records the props a section passes to another one, at the type the other declares, with its structure', () => {
    const usage = JSON.parse(fs.readFileSync(USAGE_FILE, 'utf8'));
    expect(usage.shop['./ProductTeaser']).toEqual([
      {
        consumer: 'learn',
        member: 'default',
        kind: 'function',
        props: {
          productIds: {
            type: 'readonly number[]',
            optional: false,
            shape: { kind: 'array', readonly: true, element: { kind: 'primitive', name: 'number' } },
          },
        },
      },
    ]);
    expect(usage.auth['./AccountMenu']).toEqual([
      {
        consumer: 'shell',
        member: 'default',
        kind: 'function',
        props: {
          onNavigate: {
            type: '() => void',
            optional: true,
            shape: { kind: 'function', params: [], returns: { kind: 'primitive', name: 'void' } },
          },
        },
      },
    ]);
  });
});

describe("the remotes' declarations for the type-check", () => {
  it.each(REMOTES.map((remote) => [remote.dir, remote]))(
    '%s/src/exposedModules.d.ts is what scripts/remoteUsage.mjs writes',
    (dir, remote) => {
      expect(fs.readFileSync(path.join(ROOT, dir, DECLARATION), 'utf8')).toBe(exposedModulesDeclaration(remote));
    },
  );

  it("every consumer's tsconfig.json reads the declarations of the remotes it uses, and builds those first", () => {
    expect(wiringProblems()).toEqual([]);
  }, 60_000);

  /**
   * The type errors in `consumer`'s code (a file of it) when one of the remotes it uses has `edit` made to an exposed module:
   * the consumer's own compiler options and `files` (the remotes' exposedModules.d.ts), the remote read from its sources.
   */
  function typeErrorsWith(consumerDir, consumerFile, remoteFile, edit) {
    const config = ts.getParsedCommandLineOfConfigFile(
      path.join(ROOT, consumerDir, 'tsconfig.json'),
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
          throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
        },
      },
    );
    const file = path.join(ROOT, consumerFile);
    const roots = config.fileNames.filter((name) => name === file || !name.startsWith(path.join(ROOT, consumerDir, 'src')));
    const options = {
      ...config.options,
      noEmit: true,
      composite: false,
      incremental: false,
      declaration: false,
      emitDeclarationOnly: false,
    };
    const host = ts.createCompilerHost(options);
    const getSourceFile = host.getSourceFile;
    host.getSourceFile = (name, language, ...rest) =>
      path.resolve(name) === path.join(ROOT, remoteFile)
        ? ts.createSourceFile(name, edit(fs.readFileSync(name, 'utf8')), language)
        : getSourceFile(name, language, ...rest);
    const program = ts.createProgram(roots, options, host);
    const source = program.getSourceFile(file);
    return ts
      .getPreEmitDiagnostics(program, source)
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
      .join('\n');
  }

  const replace = (from, to) => (source) => {
    expect(source).toContain(from);
    return source.replace(from, to);
  };

  it("fails the shell's type-check when a remote's exposed component wants a prop the shell does not pass", () => {
    const consumer = ['shell', 'shell/src/frame/AccountArea.tsx', 'mfe-auth/src/AccountMenu.tsx'];
    expect(typeErrorsWith(...consumer, (source) => source)).toBe('');
    const errors = typeErrorsWith(...consumer, replace('onNavigate?: () => void', 'onNavigate: () => void'));
    expect(errors).toMatch(/Property 'onNavigate' is missing in type '\{\}' but required in type '\{ onNavigate: \(\) => void; \}'/);
  }, 60_000);

  it("fails a section's type-check when a remote's exposed component takes a prop at a type the section does not pass", () => {
    const consumer = ['mfe-learn', 'mfe-learn/src/train/TrainsWith.tsx', 'mfe-shop/src/ProductTeaser.tsx'];
    expect(typeErrorsWith(...consumer, (source) => source)).toBe('');
    const errors = typeErrorsWith(...consumer, replace('productIds: readonly number[] }', 'productIds: readonly string[] }'));
    expect(errors).toMatch(/Type 'readonly number\[\]' is not assignable to type 'readonly string\[\]'/);
  }, 60_000);
});
