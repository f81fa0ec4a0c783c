// Fonts are files of the project (from @fontsource, latin subset), never a font CDN: the site works
// offline. Inter for text, Merriweather bold for headings; `swap` shows text at once in the fallback.
import { fontStacks } from './fontStacks';
import interRegular from '@fontsource/inter/files/inter-latin-400-normal.woff2';
import interBold from '@fontsource/inter/files/inter-latin-700-normal.woff2';
import merriweatherBold from '@fontsource/merriweather/files/merriweather-latin-700-normal.woff2';

const face = (family: string, weight: string, url: string) => `
  @font-face {
    font-family: '${family}';
    font-style: normal;
    font-weight: ${weight};
    font-display: swap;
    src: url(${url}) format('woff2');
  }`;

/** 600 resolves to the 700 face: one file fewer for a difference no one sees. */
export const fontFaces = [
  face('Inter', '100 500', interRegular),
  face('Inter', '600 900', interBold),
  face('Merriweather', '700', merriweatherBold),
  fontStacks.fallbackFaces,
].join('\n');
