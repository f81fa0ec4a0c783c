import type { Chapter } from '@kingside/contracts';
import { GAMES_COPY, moveNumberOf } from '@kingside/contracts/games';
import type { ReviewCard } from '@kingside/contracts/training';
import { Op } from 'sequelize';
import type { Database } from '../../shared/db/database';
import type { GameMistakeModel, GameModel } from './models';

/*
 * A mistake's review card (docs/spec.md §7.19): the position before the member's move, one learner move, the better
 * one. Answered at GAMES_API.cardMoves (games/routes.ts) and shown in the review deck beside the puzzles' and chapters'
 * cards (GET /api/me/review, training/routes.ts), scheduled by the same FSRS from its own columns.
 */

/** The side the member did not play, as the pages name it. */
export const opponentOf = (game: Pick<GameModel, 'white' | 'black' | 'color'>): string => {
  const name = game.color === 'black' ? game.white : game.black;
  return name === '?' ? GAMES_COPY.unknownOpponent : name;
};

/** The exercise a mistake's card plays: the position before it, one learner move, the better one. */
export function mistakeExercise(mistake: GameMistakeModel, game: GameModel): Chapter {
  const moveNumber = moveNumberOf(Number(mistake.ply), game.startFen);
  return {
    number: 0,
    title: GAMES_COPY.cardPrompt(opponentOf(game), moveNumber),
    text: [],
    fen: mistake.fen,
    orientation: game.color === 'black' ? 'black' : 'white',
    exercise: {
      kind: 'tactic',
      prompt: GAMES_COPY.cardPrompt(opponentOf(game), moveNumber),
      solution: [mistake.best],
      hint: `In the game you played ${mistake.played}. Look at every check and capture first.`,
    },
  };
}

/** The member's mistakes' cards due before `before` (the end of their day), oldest due first. */
export async function dueGameCards(db: Database, userId: number, before: Date): Promise<GameMistakeModel[]> {
  return db.models.GameMistake.findAll({
    where: { userId, due: { [Op.lt]: before } },
    order: [
      ['due', 'ASC'],
      ['id', 'ASC'],
    ],
  });
}

/** The cards as the review page shows them (origin `game`: answered at GAMES_API.cardMoves). */
export async function gameReviewCards(db: Database, userId: number, cards: GameMistakeModel[]): Promise<ReviewCard[]> {
  if (!cards.length) return [];
  const games = await db.models.Game.findAll({
    attributes: { exclude: ['moves', 'evals'] },
    where: { userId, id: [...new Set(cards.map((card) => Number(card.gameId)))] },
  });
  const byId = new Map(games.map((game) => [Number(game.id), game]));
  return cards.flatMap((card) => {
    const game = byId.get(Number(card.gameId));
    if (!game) return [];
    const exercise = mistakeExercise(card, game);
    return [
      {
        id: Number(card.id),
        fen: exercise.fen,
        orientation: exercise.orientation,
        prompt: exercise.exercise.prompt,
        kind: 'tactic',
        learnerMoves: 1,
        origin: { kind: 'game', gameId: Number(game.id), ply: Number(card.ply) },
        title: GAMES_COPY.cardTitle(opponentOf(game)),
        productIds: [],
        due: new Date(card.due).toISOString(),
      } satisfies ReviewCard,
    ];
  });
}
