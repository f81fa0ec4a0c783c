/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BASIC_UNICODE_RANGE, FONT_SUBSETS, basicCharacters } from './fontSubsets';
import { fontsourceFile, subsetBasic } from './fontSubsets.compute';

describe('the small font files', () => {
  it.each(FONT_SUBSETS)(
    '$basicFile is @fontsource’s file cut to the basic characters (run `npm run generate:fonts -w @kingside/ui` if not)',
    async ({ source, basicFile }) => {
      const committed = readFileSync(path.join(__dirname, 'fonts', basicFile));
      const fresh = await subsetBasic(source);
      expect(committed.equals(fresh)).toBe(true);
      // Really smaller: the point of the split.
      expect(committed.length).toBeLessThan(0.7 * readFileSync(fontsourceFile(source)).length);
    },
  );

  it('declares its characters to the browser as CSS unicode-range', () => {
    expect(BASIC_UNICODE_RANGE).toMatch(/^U\+0020-007E, U\+00A0, /);
    expect(BASIC_UNICODE_RANGE).toContain('U+2013-2014');
    expect(basicCharacters()).toContain('·');
    expect(basicCharacters()).not.toContain('é');
  });
});
