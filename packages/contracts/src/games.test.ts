import { GAMES_COPY, GAMES_PAGES, moveNumberOf } from './games';
import { isPagePath } from './pagePaths';

it('has the games pages among the pages the server draws', () => {
  expect(isPagePath(GAMES_PAGES.list)).toBe(true);
  expect(isPagePath(GAMES_PAGES.game(5))).toBe(true);
  expect(isPagePath('/train/games/5/moves')).toBe(false);
});

it('says how a game ended for the member', () => {
  expect(GAMES_COPY.outcome('white', '1-0')).toBe('Won');
  expect(GAMES_COPY.outcome('black', '1-0')).toBe('Lost');
  expect(GAMES_COPY.outcome('black', '0-1')).toBe('Won');
  expect(GAMES_COPY.outcome('white', '1/2-1/2')).toBe('Drawn');
  expect(GAMES_COPY.outcome('white', '*')).toBe('Unfinished');
});

it('numbers moves as a game score does, from a set-up position too', () => {
  expect([0, 1, 2, 3].map((ply) => moveNumberOf(ply, null))).toEqual([1, 1, 2, 2]);
  expect([0, 1, 2].map((ply) => moveNumberOf(ply, '8/8/8/8/8/8/8/K1k5 b - - 0 30'))).toEqual([30, 31, 31]);
});
