import { ThemeProvider } from '@emotion/react';
import { theme } from '@kingside/ui';
import { expectPulsesAsOneCard } from '@kingside/ui/testing';
import { render } from '@testing-library/react';
import { TestimonialCardSkeleton } from './TestimonialCard';

it('a testimonial’s placeholder pulses as one card, its bars still', () => {
  const { container } = render(
    <ThemeProvider theme={theme}>
      <TestimonialCardSkeleton />
    </ThemeProvider>,
  );
  const cards = [...container.querySelectorAll('[data-testid="skeleton"]')];
  expect(cards).toHaveLength(1);
  expectPulsesAsOneCard(cards[0]!);
});
