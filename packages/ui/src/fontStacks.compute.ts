// How fontStacks.ts is computed: Capsize derives size-adjust and the ascent/descent overrides of each
// fallback face from the fonts' published metrics. Run at development time, not in the browser (the
// library and its metrics would add ~8 KB to every first visit for a few constant strings):
// `npm run generate:fonts -w @kingside/ui` writes fontStacks.ts, and fontStacks.test.ts fails when the two disagree.
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import arialBold from '@capsizecss/metrics/arial/700';
import inter from '@capsizecss/metrics/inter';
import interBold from '@capsizecss/metrics/inter/700';
import merriweatherBold from '@capsizecss/metrics/merriweather/700';
import timesNewRomanBold from '@capsizecss/metrics/timesNewRoman/700';

type Metrics = Parameters<typeof createFontStack>[0][number];

/** Linux has Liberation Sans and Serif, drawn to the same metrics as Arial and Times New Roman, not the originals. */
const liberation = (metrics: Metrics, familyName: string, fullName: string, postscriptName: string): Metrics => ({
  ...metrics,
  familyName,
  fullName,
  postscriptName,
});

const body = [
  createFontStack([inter, arial, liberation(arial, 'Liberation Sans', 'Liberation Sans', 'LiberationSans')], {
    fontFaceProperties: { fontWeight: '100 500' },
  }),
  createFontStack([interBold, arialBold, liberation(arialBold, 'Liberation Sans', 'Liberation Sans Bold', 'LiberationSans-Bold')], {
    fontFaceProperties: { fontWeight: '600 900' },
  }),
];
const heading = createFontStack(
  [merriweatherBold, timesNewRomanBold, liberation(timesNewRomanBold, 'Liberation Serif', 'Liberation Serif Bold', 'LiberationSerif-Bold')],
  { fontFaceProperties: { fontWeight: '700' } },
);

export function computeFontStacks() {
  return {
    body: `${body[0]!.fontFamily}, system-ui, sans-serif`,
    heading: `${heading.fontFamily}, Georgia, serif`,
    fallbackFaces: [...body.map((stack) => stack.fontFaces), heading.fontFaces].join('\n'),
  };
}
