import type { Theme } from '@emotion/react';

/** Lesson text beside its Course Contents on wide screens, stacked on phones. */
export const detailGrid = (t: Theme) => ({
  display: 'grid',
  gap: 32,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  [t.breakpoints.lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
});
