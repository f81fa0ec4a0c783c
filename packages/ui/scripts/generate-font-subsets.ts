// Writes src/fonts/*-basic.woff2, the small files of fontSubsets.ts: `npm run generate:fonts -w @kingside/ui`.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { FONT_SUBSETS } from '../src/fontSubsets';
import { subsetBasic } from '../src/fontSubsets.compute';

async function main() {
  for (const font of FONT_SUBSETS) {
    const target = path.join(__dirname, '..', 'src', 'fonts', font.basicFile);
    writeFileSync(target, await subsetBasic(font.source));
    console.log(`wrote ${target}`);
  }
}

void main();
