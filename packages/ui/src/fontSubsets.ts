// Each web font comes in two files (the way Google Fonts serves them): a small one with the characters of
// almost every page, and @fontsource's whole latin file for the rest. `unicode-range` tells the browser
// which file has which characters, so it downloads the second only for a page that uses one of them (an
// accented name, say). A first visit: Merriweather bold 48 -> 24 KB, Inter 24 -> 14 KB per weight.
// The small files are made by `npm run generate:fonts -w @kingside/ui`; fontSubsets.test.ts checks them.

/**
 * The small files' characters: printable ASCII, the no-break space and the typography the site's copy
 * uses (· © ® × – — ‘ ’ “ ” • … € ™).
 */
export const BASIC_RANGES: readonly (readonly [number, number])[] = [
  [0x20, 0x7e],
  [0xa0, 0xa0],
  [0xa9, 0xa9],
  [0xae, 0xae],
  [0xb7, 0xb7],
  [0xd7, 0xd7],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
];

/** @fontsource's latin subset, as its own CSS declares it. */
export const LATIN_UNICODE_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');
export const BASIC_UNICODE_RANGE = BASIC_RANGES.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(
  ', ',
);

/** Every character of BASIC_RANGES, for the subsetter. */
export function basicCharacters(): string {
  return BASIC_RANGES.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join('');
}

/** Each @fontsource file (a package path) and the name of its small file in src/fonts. */
export const FONT_SUBSETS = [
  { source: '@fontsource/inter/files/inter-latin-400-normal.woff2', basicFile: 'inter-400-basic.woff2' },
  { source: '@fontsource/inter/files/inter-latin-700-normal.woff2', basicFile: 'inter-700-basic.woff2' },
  { source: '@fontsource/merriweather/files/merriweather-latin-700-normal.woff2', basicFile: 'merriweather-700-basic.woff2' },
] as const;
