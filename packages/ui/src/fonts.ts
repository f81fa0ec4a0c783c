// Fonts are files of the project (from @fontsource, latin subset), never a font CDN: the site works
// offline. Inter for text, Merriweather bold for headings; `swap` shows text at once in the fallback.
import interRegularLatin from '@fontsource/inter/files/inter-latin-400-normal.woff2';
import interBoldLatin from '@fontsource/inter/files/inter-latin-700-normal.woff2';
import merriweatherBoldLatin from '@fontsource/merriweather/files/merriweather-latin-700-normal.woff2';
import { fontStacks } from './fontStacks';
import { BASIC_UNICODE_RANGE, LATIN_UNICODE_RANGE } from './fontSubsets';
import interRegularBasic from './fonts/inter-400-basic.woff2';
import interBoldBasic from './fonts/inter-700-basic.woff2';
import merriweatherBoldBasic from './fonts/merriweather-700-basic.woff2';

const face = (family: string, weight: string, url: string, unicodeRange: string) => `
  @font-face {
    font-family: '${family}';
    font-style: normal;
    font-weight: ${weight};
    font-display: swap;
    src: url(${url}) format('woff2');
    unicode-range: ${unicodeRange};
  }`;

/**
 * Two faces per font (fontSubsets.ts). Of faces whose ranges overlap, the browser tries the last declared
 * first: the small file answers for the characters it has, the latin file only for the others.
 */
const subsetFaces = (family: string, weight: string, latin: string, basic: string) => [
  face(family, weight, latin, LATIN_UNICODE_RANGE),
  face(family, weight, basic, BASIC_UNICODE_RANGE),
];

/** 600 resolves to the 700 face: one file fewer for a difference no one sees. */
export const fontFaces = [
  ...subsetFaces('Inter', '100 500', interRegularLatin, interRegularBasic),
  ...subsetFaces('Inter', '600 900', interBoldLatin, interBoldBasic),
  ...subsetFaces('Merriweather', '700', merriweatherBoldLatin, merriweatherBoldBasic),
  fontStacks.fallbackFaces,
].join('\n');
