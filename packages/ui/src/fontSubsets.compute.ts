// Build-time only (the generator script and the test): makes a small file of fontSubsets.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { basicCharacters } from './fontSubsets';

/**
 * Where a file of an @fontsource package is. Found through the package's LICENSE, which its exports
 * name as it is: jest maps every .woff2 import (and require.resolve) to a stub.
 */
export function fontsourceFile(source: string): string {
  const [, scope, name, ...file] = /^(@[^/]+)\/([^/]+)\/(.+)$/.exec(source) ?? [];
  if (!scope || !name || file.length === 0) throw new Error(`not an @fontsource file: ${source}`);
  return path.join(path.dirname(require.resolve(`${scope}/${name}/LICENSE`)), ...file);
}

/** The @fontsource file `source` (a package path), cut down to the basic characters, as woff2. */
export async function subsetBasic(source: string): Promise<Buffer> {
  return subsetFont(readFileSync(fontsourceFile(source)), basicCharacters(), { targetFormat: 'woff2' });
}
