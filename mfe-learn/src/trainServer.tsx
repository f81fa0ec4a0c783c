// Training's section server (contracts' SectionServer), in the lessons' Node bundle (src/server.tsx's `sections`): the
// server draws /train into the first HTML with a guest's next puzzle on its still board, read over loopback without a
// session as a guest's page reads it (GET /api/puzzles/next), and /train/review with its heading and the review card's
// room (the deck is a member's), and /train/themes likewise (the figures are a member's). /train's choice of themes
// and ratings (its query) is the read's too. The puzzle is drawn at random from those nearest a guest's rating, so it is handed to
// the browser with the page (learnGetServedPuzzle), which hydrates that one rather than asking for another.
import { ROUTES, pathInSection, type SectionServer } from '@kingside/contracts';
import { puzzleChoiceFrom, puzzleChoiceQuery, TRAINING_API } from '@kingside/contracts/training';
import { learnGetServedPuzzle } from './train/puzzleApi';
import TrainRoutes, { preloadFor } from './train/TrainRoutes';

const mountPath = ROUTES.train;

export const trainSection: SectionServer = {
  exposes: './TrainRoutes',
  mountPath,
  queriesFor(url) {
    const rest = pathInSection(url, mountPath);
    if (rest === '') {
      // The choice in the URL (issue 46), read as the page reads it: the puzzle drawn is one the page would ask for.
      const choice = puzzleChoiceQuery(puzzleChoiceFrom(url.searchParams));
      return [
        choice
          ? { endpointName: learnGetServedPuzzle.name, arg: choice, path: `${TRAINING_API.nextPuzzle}?${choice}` }
          : { endpointName: learnGetServedPuzzle.name, path: TRAINING_API.nextPuzzle },
      ];
    }
    // Your openings (issue 46): the heading and the room below it; the repertoire is a member's.
    if (rest === 'openings' || rest === 'openings/drill') return [];
    // Your games (issue 46): the same, for the list and for a game (the page itself finds an unknown id).
    if (rest === 'games' || /^games\/[^/]+$/.test(rest ?? '')) return [];
    return rest === 'review' || rest === 'themes' ? [] : null;
  },
  preload: preloadFor,
  component: TrainRoutes,
};
