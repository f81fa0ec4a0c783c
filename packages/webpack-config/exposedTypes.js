// @ts-check
/**
 * The types of a remote's exposed modules, as data the registry can compare without a compiler (issue 45,
 * docs/architecture.md §11): for each exposed module ('./ProductTeaser'), each of its exports: a function (a component, or preloadFor) with the
 * properties of the one argument it takes (a component's props), each with its type as printed and its structure (Shape),
 * or a value with its type. The TypeScript compiler reads them from the remote's own sources with its tsconfig, as `tsc -b`
 * and Module Federation's type generation (@mf-types) do. Every production build of a remote writes them into its
 * mf-manifest.json as `exposedTypes` (ExposedTypesPlugin), so a version carries its types with it and the manifest's
 * digest, which the registry pins at registration, covers them too. scripts/remoteUsage.mjs reads the same summary of the
 * site's own remotes to record what the shell and the sections use of each other.
 */
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

/** The version of the summary's shape; the registry refuses another. */
const EXPOSED_TYPES_FORMAT = 1;

/**
 * A type's structure, for the registry to compare by assignability without a compiler (api/src/deployments/contractCheckTypes.ts):
 * primitives, literals, unions, arrays, functions and object types written out; any other type (an interface, a class, a
 * generic type but an array, an enum, a tuple; one too big or too deep) a reference to its name, as printed.
 * @typedef {{kind: 'primitive', name: string} | {kind: 'literal', value: string | number | boolean}
 *   | {kind: 'union', members: Shape[]} | {kind: 'array', readonly: boolean, element: Shape}
 *   | {kind: 'function', params: {shape: Shape, optional: boolean}[], returns: Shape}
 *   | {kind: 'object', props: Record<string, {shape: Shape, optional: boolean}>} | {kind: 'named', type: string}} Shape
 * @typedef {{type: string, optional: boolean, shape: Shape}} PropType
 * @typedef {{kind: 'function', props: Record<string, PropType>} | {kind: 'value', type: string}} MemberType
 * @typedef {Record<string, MemberType>} ModuleTypes
 * @typedef {{format: number, modules: Record<string, ModuleTypes>}} ExposedTypes
 */

/** @returns {typeof import('typescript')} loaded on first use: the browser build of an app without exposes never needs it */
const typescript = () => require('typescript');

/**
 * The compiler options of `tsconfig` (the remote's), for reading its sources only.
 * @param {string} tsconfig
 */
function compilerOptions(tsconfig) {
  const ts = typescript();
  const { config, error } = ts.readConfigFile(tsconfig, ts.sys.readFile);
  if (error) throw new Error(`${tsconfig}: ${ts.flattenDiagnosticMessageText(error.messageText, '\n')}`);
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(tsconfig));
  return { ...parsed.options, noEmit: true, composite: false, incremental: false, declaration: false, emitDeclarationOnly: false };
}

/** Types written out in full, never cut short with `...`. */
const FORMAT_FLAGS = () => typescript().TypeFormatFlags.NoTruncation;

/** The most nodes and the deepest nesting a prop's shape is written out to: past them, the rest is named. */
const SHAPE_NODES = 200;
const SHAPE_DEPTH = 6;

/** The primitives the registry knows by name, and their TypeScript flags. */
const PRIMITIVES = () => {
  const { TypeFlags } = typescript();
  return /** @type {[string, number][]} */ ([
    ['any', TypeFlags.Any],
    ['unknown', TypeFlags.Unknown],
    ['string', TypeFlags.String],
    ['number', TypeFlags.Number],
    ['boolean', TypeFlags.Boolean],
    ['bigint', TypeFlags.BigInt],
    ['symbol', TypeFlags.ESSymbol],
    ['null', TypeFlags.Null],
    ['undefined', TypeFlags.Undefined],
    ['void', TypeFlags.Void],
    ['never', TypeFlags.Never],
    ['object', TypeFlags.NonPrimitive],
  ]);
};

/**
 * The structure of `type` (Shape), as far as the registry can compare it.
 * @param {import('typescript').TypeChecker} checker
 * @param {import('typescript').Type} type
 * @param {import('typescript').Node} at
 * @returns {Shape}
 */
function shapeOf(checker, type, at) {
  const ts = typescript();
  let nodes = 0;
  /** @type {(type: import('typescript').Type, depth: number) => Shape} */
  const shape = (type, depth) => {
    /** @type {Shape} */
    const named = { kind: 'named', type: checker.typeToString(type, undefined, FORMAT_FLAGS()) };
    if (++nodes > SHAPE_NODES || depth > SHAPE_DEPTH) return named;
    const primitive = PRIMITIVES().find(([, flag]) => type.flags & flag);
    if (primitive) return { kind: 'primitive', name: primitive[0] };
    if (type.isStringLiteral() || type.isNumberLiteral()) return { kind: 'literal', value: type.value };
    if (type.flags & ts.TypeFlags.BooleanLiteral) return { kind: 'literal', value: named.type === 'true' };
    if (type.flags & ts.TypeFlags.EnumLike) return named;
    if (type.isUnion()) {
      // boolean is `true | false` to the compiler: written as it is read.
      const bools = type.types.filter((member) => member.flags & ts.TypeFlags.BooleanLiteral);
      const members = type.types
        .filter((member) => bools.length !== 2 || !bools.includes(member))
        .map((member) => shape(member, depth + 1));
      return { kind: 'union', members: bools.length === 2 ? [...members, { kind: 'primitive', name: 'boolean' }] : members };
    }
    if (checker.isArrayType(type)) {
      const [element] = checker.getTypeArguments(/** @type {import('typescript').TypeReference} */ (type));
      return { kind: 'array', readonly: type.symbol?.name === 'ReadonlyArray', element: element ? shape(element, depth + 1) : named };
    }
    // Interfaces, classes, tuples and every other generic type are compared by name: written out, a library's (React's
    // ReactElement, a DOM element) would be thousands of nodes.
    if (
      !(type.flags & ts.TypeFlags.Object) ||
      !(/** @type {import('typescript').ObjectType} */ (type).objectFlags & ts.ObjectFlags.Anonymous)
    ) {
      return named;
    }
    const calls = type.getCallSignatures();
    const props = checker.getPropertiesOfType(type);
    if (type.getConstructSignatures().length > 0 || checker.getIndexInfosOfType(type).length > 0) return named;
    if (calls.length === 1 && props.length === 0) {
      const [call] = calls;
      if (!call || call.getTypeParameters()?.length) return named;
      const params = [];
      for (const param of call.getParameters()) {
        const declaration = /** @type {import('typescript').ParameterDeclaration | undefined} */ (param.valueDeclaration);
        if (!declaration || declaration.dotDotDotToken) return named;
        const optional = checker.isOptionalParameter(declaration);
        const paramType = checker.getTypeOfSymbolAtLocation(param, at);
        params.push({ shape: shape(optional ? checker.getNonNullableType(paramType) : paramType, depth + 1), optional });
      }
      return { kind: 'function', params, returns: shape(call.getReturnType(), depth + 1) };
    }
    if (calls.length > 0) return named;
    /** @type {Record<string, {shape: Shape, optional: boolean}>} */
    const written = {};
    for (const prop of [...props].sort((a, b) => a.name.localeCompare(b.name))) {
      const optional = (prop.flags & ts.SymbolFlags.Optional) !== 0;
      const propType = checker.getTypeOfSymbolAtLocation(prop, at);
      written[prop.name] = { shape: shape(optional ? checker.getNonNullableType(propType) : propType, depth + 1), optional };
    }
    return { kind: 'object', props: written };
  };
  const written = shape(type, 0);
  return nodes > SHAPE_NODES ? { kind: 'named', type: checker.typeToString(type, undefined, FORMAT_FLAGS()) } : written;
}

/**
 * One export: a function when it has one signature of at most one parameter (a component and its props; a class
 * component too), else a value.
 * @param {import('typescript').TypeChecker} checker
 * @param {import('typescript').Symbol} symbol
 * @param {import('typescript').Node} at
 * @returns {MemberType}
 */
function memberType(checker, symbol, at) {
  const ts = typescript();
  const resolved = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const type = checker.getTypeOfSymbolAtLocation(resolved, at);
  const signatures = [...type.getCallSignatures(), ...type.getConstructSignatures()];
  const signature = signatures.length === 1 ? signatures[0] : undefined;
  if (signature && signature.getParameters().length <= 1) {
    /** @type {Record<string, PropType>} */
    const props = {};
    const [first] = signature.getParameters();
    if (first) {
      const propsType = checker.getTypeOfSymbolAtLocation(first, at);
      for (const prop of checker.getPropertiesOfType(propsType).sort((a, b) => a.name.localeCompare(b.name))) {
        const optional = (prop.flags & ts.SymbolFlags.Optional) !== 0;
        const propType = checker.getTypeOfSymbolAtLocation(prop, at);
        const declared = optional ? checker.getNonNullableType(propType) : propType;
        props[prop.name] = {
          type: checker.typeToString(declared, undefined, FORMAT_FLAGS()),
          optional,
          shape: shapeOf(checker, declared, at),
        };
      }
    }
    return { kind: 'function', props };
  }
  return { kind: 'value', type: checker.typeToString(type, undefined, FORMAT_FLAGS()) };
}

/**
 * The exposed types of remotes, read in one compilation (the libraries' declarations are read once).
 * @param {{dir: string, exposes: Record<string, string>}[]} remotes each remote's folder and exposes ('./Routes' -> './src/ShopRoutes.tsx')
 * @returns {ExposedTypes[]} in the order given
 */
function summarizeRemotes(remotes) {
  const ts = typescript();
  const roots = remotes.flatMap(({ dir, exposes }) => Object.values(exposes).map((file) => path.resolve(dir, file)));
  // One tsconfig's options serve them all: every remote's tsconfig is the same but for its folder.
  const program = ts.createProgram(roots, compilerOptions(path.join(remotes[0].dir, 'tsconfig.json')));
  const checker = program.getTypeChecker();
  return remotes.map(({ dir, exposes }) => {
    /** @type {Record<string, ModuleTypes>} */
    const modules = {};
    for (const [name, file] of Object.entries(exposes).sort(([a], [b]) => a.localeCompare(b))) {
      const source = program.getSourceFile(path.resolve(dir, file));
      const moduleSymbol = source && checker.getSymbolAtLocation(source);
      if (!source || !moduleSymbol)
        throw new Error(`${path.resolve(dir, file)} (exposed as ${name}) is not a module the compiler can read`);
      /** @type {ModuleTypes} */
      const members = {};
      for (const exported of checker.getExportsOfModule(moduleSymbol).sort((a, b) => a.name.localeCompare(b.name))) {
        members[exported.name] = memberType(checker, exported, source);
      }
      modules[name] = members;
    }
    return { format: EXPOSED_TYPES_FORMAT, modules };
  });
}

/**
 * Writes `exposedTypes` into the build's mf-manifest.json once it is emitted, and its compressed copies again (the
 * api serves those as they are). After emit: the manifest is the federation plugin's, written at the stage the
 * compression runs.
 */
class ExposedTypesPlugin {
  /** @param {{dir: string, exposes: Record<string, string>, manifest: string}} options */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    // A stand-in remote without a tsconfig of its own (e2e/fixtures) carries no types.
    if (!fs.existsSync(path.join(this.options.dir, 'tsconfig.json'))) return;
    compiler.hooks.afterEmit.tap('ExposedTypesPlugin', (compilation) => {
      if (compilation.errors.length > 0) return;
      const file = path.join(compiler.outputPath, this.options.manifest);
      const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
      const [types] = summarizeRemotes([{ dir: this.options.dir, exposes: this.options.exposes }]);
      const bytes = Buffer.from(JSON.stringify({ ...manifest, exposedTypes: types }));
      fs.writeFileSync(file, bytes);
      if (fs.existsSync(`${file}.br`)) fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(bytes));
      if (fs.existsSync(`${file}.gz`)) fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
    });
  }
}

module.exports = { ExposedTypesPlugin, summarizeRemotes };
