import { ThemeProvider } from '@emotion/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expectPulsesAsOneCard } from '../testing/skeletonCards';
import { theme } from '../theme';
import { MediaCardSkeletons } from '../parts/MediaCardSkeleton';
import { Skeleton, SkeletonCards } from './Skeleton';

const animationOf = (element: Element) => getComputedStyle(element).animation;

function placeholders(ui: ReactNode) {
  const { container } = render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
  return [...container.querySelectorAll('[data-testid="skeleton"]')];
}

describe('loading placeholders', () => {
  it('a placeholder on its own pulses', () => {
    const { container } = render(
      <ThemeProvider theme={theme}>
        <Skeleton />
      </ThemeProvider>,
    );
    expect(animationOf(container.firstElementChild!)).toMatch(/infinite/);
  });

  it.each([
    ['media cards', <MediaCardSkeletons key="m" count={2} label="Loading lessons" />],
    ['cards', <SkeletonCards key="c" count={2} />],
  ])('%s pulse as one card, their bars still (one animated element per card)', (_, ui) => {
    const cards = placeholders(ui);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expectPulsesAsOneCard(card);
  });
});
