/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pieceSpriteSvg } from './pieceSprite.compute';
import { spritePosition } from './pieceSprite';

describe('the static board’s pieces (pieces.svg)', () => {
  it('are react-chessboard’s drawings as installed (run `npm run generate:pieces -w mfe-learn` if not)', () => {
    const committed = readFileSync(path.join(__dirname, 'pieces.svg'), 'utf8');
    expect(committed).toBe(pieceSpriteSvg());
    // Twelve drawings, each in its 45 × 45 cell.
    expect(committed.match(/<svg [^>]*viewBox="0 0 45 45" width="45" height="45"/g)).toHaveLength(12);
  });

  it('places each piece by its column and its side’s row', () => {
    expect(spritePosition('w', 'k')).toBe('0% 0%');
    expect(spritePosition('w', 'n')).toBe('80% 0%');
    expect(spritePosition('b', 'p')).toBe('100% 100%');
    expect(spritePosition('b', 'q')).toBe('20% 100%');
  });
});
