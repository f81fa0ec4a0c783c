// Build-time only (the generator script and the test): the sheet of pieceSprite.ts, drawn by react-chessboard itself.
import { cloneElement, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { defaultPieces } from 'react-chessboard';
import { SPRITE_CELL, SPRITE_PIECES, SPRITE_SIDES } from './pieceSprite';

const NOTE =
  "<!-- Generated from react-chessboard's defaultPieces by mfe-learn/src/chapter/pieceSprite.compute.ts: " +
  '`npm run generate:pieces -w mfe-learn`. Do not edit. -->';

/** pieces.svg: each of react-chessboard's piece drawings (an <svg> of viewBox 0 0 45 45) placed in its cell of the sheet. */
export function pieceSpriteSvg(): string {
  const cells = SPRITE_SIDES.flatMap((side, row) =>
    SPRITE_PIECES.map((type, column) => {
      const code = `${side}${type.toUpperCase()}`;
      const draw = defaultPieces[code];
      if (!draw) throw new Error(`react-chessboard draws no ${code}`);
      return cloneElement(draw(), { key: code, x: column * SPRITE_CELL, y: row * SPRITE_CELL, width: SPRITE_CELL, height: SPRITE_CELL });
    }),
  );
  const width = SPRITE_PIECES.length * SPRITE_CELL;
  const height = SPRITE_SIDES.length * SPRITE_CELL;
  const sheet = createElement('svg', { xmlns: 'http://www.w3.org/2000/svg', width, height, viewBox: `0 0 ${width} ${height}` }, cells);
  return `${NOTE}\n${renderToStaticMarkup(sheet)}\n`;
}
