import { EXCLUDE_MAX } from '@kingside/contracts/training';
import { rememberSeen, SEEN_PUZZLES_KEY, seenPuzzles } from './guestSeen';

beforeEach(() => sessionStorage.clear());

describe('a guest’s seen puzzles', () => {
  it('keeps each once, newest last, at most EXCLUDE_MAX', () => {
    for (let id = 1; id <= EXCLUDE_MAX + 5; id++) rememberSeen(id);
    rememberSeen(10);
    const seen = seenPuzzles();
    expect(seen).toHaveLength(EXCLUDE_MAX);
    expect(seen.at(-1)).toBe(10);
    expect(seen[0]).toBe(6);
    expect(seen.filter((id) => id === 10)).toHaveLength(1);
  });

  it('reads nothing it cannot trust from storage', () => {
    sessionStorage.setItem(SEEN_PUZZLES_KEY, '{"not":"a list"}');
    expect(seenPuzzles()).toEqual([]);
    sessionStorage.setItem(SEEN_PUZZLES_KEY, '[3, -1, "x", 2.5, 4]');
    expect(seenPuzzles()).toEqual([3, 4]);
    sessionStorage.setItem(SEEN_PUZZLES_KEY, 'nonsense');
    expect(seenPuzzles()).toEqual([]);
  });
});
