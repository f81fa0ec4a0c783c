import { render } from '@testing-library/react';
import { StarRating, starParts } from './StarRating';

describe('star ratings (docs/spec.md §3)', () => {
  it('shows a half star when the fraction is at least .5', () => {
    expect(starParts(4.5)).toEqual({ full: 4, half: true, empty: 0 });
    expect(starParts(4.4)).toEqual({ full: 4, half: false, empty: 1 });
    expect(starParts(5)).toEqual({ full: 5, half: false, empty: 0 });
    expect(starParts(3.7)).toEqual({ full: 3, half: true, empty: 1 });
  });

  it('renders five stars with an accessible label', () => {
    const { container, getByRole } = render(<StarRating rating={4.5} />);
    expect(getByRole('img')).toHaveAttribute('aria-label', 'Rated 4.5 out of 5');
    expect(container.querySelectorAll('[data-star="full"]')).toHaveLength(4);
    expect(container.querySelectorAll('[data-star="half"]')).toHaveLength(1);
  });
});
