// Writes src/chapter/pieces.svg, the static board's pieces (src/chapter/pieceSprite.ts): `npm run generate:pieces -w mfe-learn`.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pieceSpriteSvg } from '../src/chapter/pieceSprite.compute';

const target = path.join(__dirname, '..', 'src', 'chapter', 'pieces.svg');
writeFileSync(target, pieceSpriteSvg());
console.log(`wrote ${target}`);
