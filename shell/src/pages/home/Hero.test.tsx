import { ROUTES } from '@kingside/contracts';
import { renderWithSite } from '@kingside/ui/testing';
import { screen } from '@testing-library/react';
import { Hero } from './Hero';

it('leads to the lessons, the shop and, for everyone, puzzle training', () => {
  renderWithSite(ROUTES.home, '/', <Hero />);
  expect(screen.getByRole('link', { name: 'Start Learning' }).getAttribute('href')).toBe(ROUTES.learn);
  expect(screen.getByRole('link', { name: 'Browse Shop' }).getAttribute('href')).toBe(ROUTES.shop);
  expect(screen.getByRole('link', { name: 'Train with Puzzles' }).getAttribute('href')).toBe(ROUTES.train);
  expect(screen.getByText(/Or sharpen your tactics now:/)).toBeTruthy();
});
