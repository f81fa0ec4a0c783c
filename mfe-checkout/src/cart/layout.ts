/** The cart and checkout pages: content on the left, the summary on the right from 1024px up. */
export const twoColumns = {
  display: 'grid',
  gap: 32,
  alignItems: 'start',
  gridTemplateColumns: '1fr',
  '@media (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(300px, 1fr)' },
} as const;
