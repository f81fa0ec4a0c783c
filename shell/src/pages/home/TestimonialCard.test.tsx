import { ThemeProvider } from '@emotion/react';
import { theme } from '@kingside/ui';
import { render } from '@testing-library/react';
import { TestimonialCardSkeleton } from './TestimonialCard';

const animationOf = (element: Element) => getComputedStyle(element).animation;

it('a testimonial’s placeholder pulses as one card, its bars still (one animated element per card)', () => {
  const { container } = render(
    <ThemeProvider theme={theme}>
      <TestimonialCardSkeleton />
    </ThemeProvider>,
  );
  const cards = [...container.querySelectorAll('[data-testid="skeleton"]')];
  expect(cards.length).toBe(1);
  for (const card of cards) {
    expect(animationOf(card)).toMatch(/infinite/);
    const bars = [...card.querySelectorAll('*')].filter((element) => getComputedStyle(element).backgroundColor === 'rgb(231, 227, 218)');
    expect(bars.length).toBeGreaterThan(1);
    for (const bar of bars) expect(animationOf(bar)).toBe('none');
  }
});
