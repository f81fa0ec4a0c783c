import { isPagePath } from './pagePaths';
import { puzzleChoiceFrom, puzzleChoicePath, puzzleChoiceQuery, TRAIN_THEMES_PATH } from './training';

// Choosing what to train (issue 46): /train's URL read as the page and the server read it, and written back.
const from = (query: string) => puzzleChoiceFrom(new URLSearchParams(query));

it('reads themes, a range and a difficulty from /train’s URL', () => {
  expect(from('theme=pin&theme=fork&min=1200&max=1600')).toEqual({ themes: ['fork', 'pin'], min: 1200, max: 1600 });
  expect(from('theme=endgame&difficulty=harder')).toEqual({ themes: ['endgame'], difficulty: 'harder' });
  expect(from('')).toEqual({ themes: [] });
});

it('reads a hand-edited URL leniently: unknown themes and bad ratings left out, a reversed range turned round', () => {
  expect(from('theme=forks&theme=fork&theme=fork&min=1600&max=1200')).toEqual({ themes: ['fork'], min: 1200, max: 1600 });
  expect(from('min=abc&max=99999&difficulty=hardest')).toEqual({ themes: [] });
  expect(from('min=&max=1500')).toEqual({ themes: [], max: 1500 });
  // A difficulty's button sends the range's fields too: the difficulty wins.
  expect(from('min=1200&difficulty=easier')).toEqual({ themes: [], difficulty: 'easier' });
});

it('writes the api’s query and the page’s path', () => {
  expect(puzzleChoiceQuery({ themes: ['fork', 'pin'], min: 1200, max: 1600 })).toBe('themes=fork,pin&min=1200&max=1600');
  expect(puzzleChoiceQuery({ themes: [], difficulty: 'easier' })).toBe('difficulty=easier');
  expect(puzzleChoiceQuery({ themes: [] })).toBe('');
  expect(puzzleChoicePath({ themes: ['pin'] })).toBe('/train?theme=pin');
  expect(puzzleChoicePath({ themes: ['fork', 'pin'], max: 1600 })).toBe('/train?theme=fork&theme=pin&max=1600');
  expect(puzzleChoicePath({ themes: [] })).toBe('/train');
});

it('has the themes dashboard among the pages the server draws', () => {
  expect(isPagePath(TRAIN_THEMES_PATH)).toBe(true);
});
