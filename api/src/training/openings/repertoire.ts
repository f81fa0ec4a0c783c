import {
  OPENINGS_MESSAGES,
  REPERTOIRE_MOVES_MAX,
  START_POSITION,
  fullFen,
  type RepertoireChange,
  type RepertoireColor,
  type RepertoireDrillCard,
  type RepertoireMove,
  type RepertoireSide,
} from '@kingside/contracts/training';
import { Op, type Transaction } from 'sequelize';
import type { Database } from '../../shared/db/database';
import { storedNow } from '../../shared/db/clock';
import { writeTransaction } from '../../shared/db/writeTransaction';
import { badRequest, conflict, notFound } from '../../shared/http/errors';
import { newCardColumns } from '../scheduler';
import type { RepertoireCardModel, RepertoireMoveModel } from './models';
import { playFrom, type RepertoireEdge } from './pgn';

/*
 * A member's opening repertoire (issue 46 point 3, docs/spec.md §7.18, docs/architecture.md §10.14). Each colour is a
 * graph of moves between positions, each position its FEN's first four fields, so two lines that transpose reach one
 * position and go on from there together. Every position where the member moves has one move of theirs and one FSRS
 * card; the opponent may have any number of moves. Writes are one transaction each, after the member's row is locked
 * (as the address book's are), so a refused PGN or line leaves nothing of itself behind.
 */

/** Whose move it is in a position: its FEN's second field. */
const sideToMove = (position: string): RepertoireColor => (position.split(' ')[1] === 'b' ? 'black' : 'white');
export const isMine = (position: string, color: RepertoireColor) => sideToMove(position) === color;

/** The moves of a line played from the starting position; 400 at its first illegal move. */
export function lineEdges(moves: readonly string[]): RepertoireEdge[] {
  const edges: RepertoireEdge[] = [];
  let from = START_POSITION;
  for (const [ply, token] of moves.entries()) {
    const move = playFrom(from, token);
    if (!move) throw badRequest(OPENINGS_MESSAGES.illegalMove(ply, token));
    edges.push({ from, san: move.san, to: move.to, ply });
    from = move.to;
  }
  return edges;
}

/** A colour's moves by the position they are played from. */
export function movesFrom(
  moves: readonly Pick<RepertoireMoveModel, 'fromFen' | 'san' | 'toFen'>[],
): Map<string, { san: string; to: string }[]> {
  const from = new Map<string, { san: string; to: string }[]>();
  for (const move of moves) {
    const list = from.get(move.fromFen) ?? [];
    list.push({ san: move.san, to: move.toFen });
    from.set(move.fromFen, list);
  }
  for (const list of from.values()) list.sort((a, b) => (a.san < b.san ? -1 : a.san > b.san ? 1 : 0));
  return from;
}

/** Every position the starting one reaches through `graph`, each with the shortest line there (SAN). */
function reachable(graph: Map<string, { san: string; to: string }[]>): Map<string, string[]> {
  const lines = new Map<string, string[]>([[START_POSITION, []]]);
  const queue = [START_POSITION];
  for (let at = 0; at < queue.length; at += 1) {
    const position = queue[at]!;
    for (const move of graph.get(position) ?? []) {
      if (lines.has(move.to)) continue;
      lines.set(move.to, [...lines.get(position)!, move.san]);
      queue.push(move.to);
    }
  }
  return lines;
}

export function repertoireStore(db: Database) {
  const { sequelize, models } = db;
  const { RepertoireMove, RepertoireCard, User } = models;

  async function locked(userId: number, color: string, transaction: Transaction) {
    await User.findByPk(userId, { attributes: ['id'], transaction, lock: transaction.LOCK.UPDATE });
    const [moves, cards] = await Promise.all([
      RepertoireMove.findAll({ where: { userId, color }, order: [['id', 'ASC']], transaction }),
      RepertoireCard.findAll({ where: { userId, color }, transaction }),
    ]);
    return { moves, cards };
  }

  async function side(userId: number, color: RepertoireColor, endOfDay: Date, transaction?: Transaction): Promise<RepertoireSide> {
    const [moves, cards] = await Promise.all([
      RepertoireMove.findAll({ where: { userId, color }, order: [['id', 'ASC']], ...(transaction ? { transaction } : {}) }),
      RepertoireCard.findAll({ where: { userId, color }, ...(transaction ? { transaction } : {}) }),
    ]);
    const dueAt = new Map(cards.map((card) => [card.fen, new Date(card.due)]));
    return {
      color,
      moves: moves.map((move): RepertoireMove => {
        const mine = isMine(move.fromFen, color);
        const due = mine ? dueAt.get(move.fromFen) : undefined;
        return { id: Number(move.id), from: move.fromFen, san: move.san, to: move.toFen, mine, due: due ? due.toISOString() : null };
      }),
      dueToday: cards.filter((card) => new Date(card.due) < endOfDay).length,
    };
  }

  return {
    side,

    /**
     * Adds the moves (a line played, a PGN's games) to the member's repertoire of `color`: those already there change
     * nothing; a position of the member's gets its card with its first move. 409 when the member already plays
     * another move in a position, or when the colour would hold more than REPERTOIRE_MOVES_MAX moves.
     */
    add(userId: number, color: RepertoireColor, edges: readonly RepertoireEdge[], now: Date, endOfDay: Date): Promise<RepertoireChange> {
      return writeTransaction(sequelize, async (transaction) => {
        const { moves } = await locked(userId, color, transaction);
        const known = new Set(moves.map((move) => `${move.fromFen} ${move.san}`));
        const mineAt = new Map(moves.filter((move) => isMine(move.fromFen, color)).map((move) => [move.fromFen, move.san]));
        const stamp = storedNow();
        const newMoves: { userId: number; color: string; fromFen: string; san: string; toFen: string; createdAt: Date }[] = [];
        const newCards: { fen: string; san: string }[] = [];
        for (const edge of edges) {
          const key = `${edge.from} ${edge.san}`;
          if (known.has(key)) continue;
          if (isMine(edge.from, color)) {
            const kept = mineAt.get(edge.from);
            if (kept !== undefined && kept !== edge.san) {
              const refusal = OPENINGS_MESSAGES.otherMove(edge.san, kept, Math.floor(edge.ply / 2) + 1);
              throw conflict(edge.game === undefined ? refusal : OPENINGS_MESSAGES.pgnGame(edge.game, refusal));
            }
            mineAt.set(edge.from, edge.san);
            newCards.push({ fen: edge.from, san: edge.san });
          }
          known.add(key);
          newMoves.push({ userId, color, fromFen: edge.from, san: edge.san, toFen: edge.to, createdAt: stamp });
        }
        if (moves.length + newMoves.length > REPERTOIRE_MOVES_MAX) throw conflict(OPENINGS_MESSAGES.tooManyMoves);
        if (newMoves.length) await RepertoireMove.bulkCreate(newMoves, { transaction });
        if (newCards.length) {
          const card = newCardColumns(now);
          await RepertoireCard.bulkCreate(
            newCards.map(({ fen, san }) => ({ userId, color, fen, san, ...card, createdAt: stamp, updatedAt: stamp })),
            { transaction },
          );
        }
        return { added: newMoves.length, removed: 0, side: await side(userId, color, endOfDay, transaction) };
      });
    },

    /**
     * Removes a move of the member's and everything only it led to: the moves from positions the starting one no
     * longer reaches, and the cards of positions where no move of the member's is left. 404 for another's move.
     */
    remove(userId: number, moveId: number, endOfDay: Date): Promise<RepertoireChange> {
      return writeTransaction(sequelize, async (transaction) => {
        await User.findByPk(userId, { attributes: ['id'], transaction, lock: transaction.LOCK.UPDATE });
        const target = await RepertoireMove.findOne({ where: { id: moveId, userId }, transaction });
        if (!target) throw notFound(OPENINGS_MESSAGES.moveNotFound);
        const color = target.color as RepertoireColor;
        const { moves, cards } = await locked(userId, color, transaction);
        const kept = moves.filter((move) => Number(move.id) !== moveId);
        const reached = reachable(movesFrom(kept));
        const stays = kept.filter((move) => reached.has(move.fromFen));
        const stayIds = new Set(stays.map((move) => Number(move.id)));
        const gone = moves.filter((move) => !stayIds.has(Number(move.id))).map((move) => Number(move.id));
        const mineFrom = new Set(stays.filter((move) => isMine(move.fromFen, color)).map((move) => move.fromFen));
        const cardsGone = cards.filter((card) => !mineFrom.has(card.fen)).map((card) => Number(card.id));
        await RepertoireMove.destroy({ where: { userId, id: { [Op.in]: gone } }, transaction });
        if (cardsGone.length) await RepertoireCard.destroy({ where: { userId, id: { [Op.in]: cardsGone } }, transaction });
        return { added: 0, removed: gone.length, side: await side(userId, color, endOfDay, transaction) };
      });
    },

    /** The member's cards due before `endOfDay`, of one colour or both. */
    async dueCount(userId: number, endOfDay: Date, color?: RepertoireColor): Promise<number> {
      return RepertoireCard.count({ where: { userId, due: { [Op.lt]: endOfDay }, ...(color ? { color } : {}) } });
    },

    /** The oldest due card (of `color`, or of either), with the shortest line that reaches it; null when none is due. */
    async nextDue(userId: number, endOfDay: Date, color?: RepertoireColor): Promise<RepertoireDrillCard | null> {
      const card = await RepertoireCard.findOne({
        where: { userId, due: { [Op.lt]: endOfDay }, ...(color ? { color } : {}) },
        order: [
          ['due', 'ASC'],
          ['id', 'ASC'],
        ],
      });
      if (!card) return null;
      const cardColor = card.color as RepertoireColor;
      const moves = await RepertoireMove.findAll({ where: { userId, color: cardColor }, attributes: ['fromFen', 'san', 'toFen'] });
      const line = reachable(movesFrom(moves)).get(card.fen) ?? [];
      return { id: Number(card.id), color: cardColor, fen: fullFen(card.fen), orientation: cardColor, line };
    },

    /** A card of the member's with its colour's moves and cards; null for another's or an unknown id. */
    async drillState(
      userId: number,
      cardId: number,
    ): Promise<{ card: RepertoireCardModel; moves: RepertoireMoveModel[]; cards: RepertoireCardModel[] } | null> {
      const card = await RepertoireCard.findOne({ where: { id: cardId, userId } });
      if (!card) return null;
      const [moves, cards] = await Promise.all([
        RepertoireMove.findAll({ where: { userId, color: card.color } }),
        RepertoireCard.findAll({ where: { userId, color: card.color } }),
      ]);
      return { card, moves, cards };
    },
  };
}
