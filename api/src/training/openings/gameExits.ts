import {
  positionKey,
  REPERTOIRE_GAMES_MAX,
  START_POSITION,
  type RepertoireColor,
  type RepertoireGameExit,
} from '@kingside/contracts/training';
import { Chess } from 'chess.js';
import type { Database } from '../../shared/db/database';
import { opponentOf } from '../games/cards';
import type { GameModel } from '../games/models';
import type { RepertoireMoveModel } from './models';
import { isMine, movesFrom } from './repertoire';

/*
 * Where a member's imported games left their repertoire (issue 46 point 3, docs/spec.md §7.18): each game walked from
 * the starting position through the repertoire of the colour the member played, a position at a time (positions keyed
 * as the repertoire's are, so transpositions meet), until a move the repertoire does not have.
 */

type Exit = Pick<RepertoireGameExit, 'kind' | 'ply' | 'moveNumber' | 'played' | 'expected'>;

/** A colour's repertoire as the walk reads it: its moves by position, and every position it reaches. */
interface RepertoireGraph {
  from: Map<string, { san: string; to: string }[]>;
  positions: Set<string>;
}

function repertoireGraph(moves: readonly Pick<RepertoireMoveModel, 'fromFen' | 'san' | 'toFen'>[]): RepertoireGraph {
  return { from: movesFrom(moves), positions: new Set([START_POSITION, ...moves.map((move) => move.toFen)]) };
}

const at = (kind: Exit['kind'], ply: number, played: string, expected: string | null = null): Exit => ({
  kind,
  ply,
  moveNumber: Math.floor(ply / 2) + 1,
  played,
  expected,
});
const nowhere = (kind: Exit['kind']): Exit => ({ kind, ply: null, moveNumber: null, played: null, expected: null });

/**
 * The first move of `moves` (SAN from the starting position) that leaves `graph`, the member's repertoire of `color`:
 * the member's own move other than their repertoire's (`mine`), the opponent's move the repertoire neither has nor
 * reaches by transposing to one of its positions (`theirs`), or any move after the repertoire's last in that line
 * (`ended`); `followed` when no move does.
 */
function repertoireExit(graph: RepertoireGraph, color: RepertoireColor, moves: readonly string[]): Exit {
  if (graph.from.size === 0) return nowhere('noRepertoire');
  const board = new Chess();
  let position = START_POSITION;
  for (const [ply, san] of moves.entries()) {
    const options = graph.from.get(position) ?? [];
    let next: string;
    try {
      board.move(san);
      next = positionKey(board.fen());
    } catch {
      // A stored game always replays (it was read by chess.js); were one not to, it leaves the repertoire here.
      return at(options.length ? 'theirs' : 'ended', ply, san);
    }
    if (isMine(position, color)) {
      // One move of the member's per position (repertoire.ts).
      const own = options[0];
      if (!own) return at('ended', ply, san);
      if (own.san !== san) return at('mine', ply, san, own.san);
    } else if (!options.some((option) => option.san === san) && !graph.positions.has(next)) {
      return at(options.length ? 'theirs' : 'ended', ply, san);
    }
    position = next;
  }
  return nowhere('followed');
}

type StoredGame = Pick<GameModel, 'id' | 'white' | 'black' | 'color' | 'playedOn' | 'startFen' | 'moves'>;

/** Where `game` left `graph`, the member's repertoire of the colour they played in it. */
function gameExit(game: StoredGame, graph: RepertoireGraph): RepertoireGameExit {
  const color: RepertoireColor = game.color === 'black' ? 'black' : 'white';
  const exit = game.startFen ? nowhere('setUp') : repertoireExit(graph, color, game.moves ? game.moves.split(' ') : []);
  return { gameId: Number(game.id), opponent: opponentOf(game), color, playedOn: game.playedOn, ...exit };
}

const GAME_COLUMNS = ['id', 'white', 'black', 'color', 'playedOn', 'startFen', 'moves'] as const;

export function gameExits(db: Database) {
  const { Game, RepertoireMove } = db.models;

  async function graphs(userId: number, colors: readonly RepertoireColor[]): Promise<Map<RepertoireColor, RepertoireGraph>> {
    const moves = await RepertoireMove.findAll({
      attributes: ['color', 'fromFen', 'san', 'toFen'],
      where: { userId, color: [...new Set(colors)] },
    });
    return new Map(
      colors.map((color) => [color, repertoireGraph(moves.filter((move) => move.color === color))] as [RepertoireColor, RepertoireGraph]),
    );
  }

  return {
    /** The member's latest REPERTOIRE_GAMES_MAX games, newest first (as /train/games lists them), each with its exit. */
    async latest(userId: number): Promise<RepertoireGameExit[]> {
      const games = await Game.findAll({
        attributes: [...GAME_COLUMNS],
        where: { userId },
        order: [
          ['createdAt', 'DESC'],
          ['id', 'DESC'],
        ],
        limit: REPERTOIRE_GAMES_MAX,
      });
      if (games.length === 0) return [];
      const byColor = await graphs(
        userId,
        games.map((game) => (game.color === 'black' ? 'black' : 'white')),
      );
      return games.map((game) => gameExit(game, byColor.get(game.color === 'black' ? 'black' : 'white')!));
    },

    /** One game of the member's with its exit; null for another member's game or an unknown id. */
    async one(userId: number, gameId: number): Promise<RepertoireGameExit | null> {
      const game = await Game.findOne({ attributes: [...GAME_COLUMNS], where: { id: gameId, userId } });
      if (!game) return null;
      const color = game.color === 'black' ? 'black' : 'white';
      return gameExit(game, (await graphs(userId, [color])).get(color)!);
    },
  };
}
