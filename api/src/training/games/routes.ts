import express, { Router, type RequestHandler } from 'express';
import { parseRouteId } from '@kingside/contracts';
import {
  GAMES_API,
  GAMES_COPY,
  GAMES_MESSAGES,
  LICHESS_IMPORT_LIMITS,
  PGN_LIMITS,
  moveNumberOf,
  type GameColor,
  type GameDetail,
  type GameImportResult,
  type GameList,
  type GameSummary,
  type PgnImportRequest,
} from '@kingside/contracts/games';
import type { TrainingMoveResult } from '@kingside/contracts/training';
import { moveCheckSchema } from '@kingside/contracts/schemas';
import type { AppDeps } from '../../shared/deps';
import { HttpError, badRequest, conflict, notFound } from '../../shared/http/errors';
import { validated } from '../../shared/http/validate';
import { apiSecurityHeaders } from '../../shared/http/securityHeaders';
import { storedNow } from '../../shared/db/clock';
import { writeTransaction } from '../../shared/db/writeTransaction';
import { movesRateLimiter, signedInMember, type UserModel } from '../../accounts';
import { checkMoves, missCounter, moveAnswer } from '../../lessons';
import { trainingNow } from '../clock';
import { gradeFor } from '../deck';
import { recordTrainingDay } from '../profiles';
import { review } from '../scheduler';
import { mistakeExercise, opponentOf } from './cards';
import type { GameModel } from './models';
import { gameJobs } from './jobs';
import { fetchLichessGames, LichessUnavailable } from './lichessGames';
import { memberColor, readPgn, splitPgn, type ReadGame } from './pgn';
import { lichessImportSchema, pgnImportSchema } from './schemas';

const api = (path: string) => path.slice('/api'.length);

/** The body parser of the PGN import: room for a 1 MB PGN written as JSON; past PGN_LIMITS.maxBytes the route refuses it. */
const PGN_BODY_LIMIT = '3mb';

function pathId(segment: unknown, message: string): number {
  const id = typeof segment === 'string' ? parseRouteId(segment) : null;
  if (id === null) throw badRequest(message);
  return id;
}

function summary(game: GameModel, mistakes: number | null): GameSummary {
  return {
    id: Number(game.id),
    source: game.source === 'lichess' ? 'lichess' : 'pgn',
    white: game.white,
    black: game.black,
    color: game.color === 'black' ? 'black' : 'white',
    opponent: opponentOf(game),
    result: game.result,
    playedOn: game.playedOn,
    plies: Number(game.plies),
    status: game.status as GameSummary['status'],
    mistakeCount: game.status === 'analysed' ? mistakes : null,
  };
}

/**
 * A member's games (docs/spec.md §7.19): the imports, the list with the analysis's progress, a game with its
 * evaluations and mistakes, and a mistake's review card answered. Another member's game or card is 404.
 */
export function gameRoutes(deps: AppDeps): Router {
  const router = Router();
  const { Game, GameMistake } = deps.db.models;
  const misses = missCounter(deps);

  async function ownGame(member: UserModel, id: number): Promise<GameModel> {
    const game = await Game.findOne({ where: { id, userId: member.id } });
    if (!game) throw notFound(GAMES_MESSAGES.gameNotFound);
    return game;
  }

  router.post(api(GAMES_API.importLichess), movesRateLimiter(deps), async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const member = await signedInMember(deps, req);
    const { max = LICHESS_IMPORT_LIMITS.default } = validated<{ max?: number }>(lichessImportSchema, req.body, { convert: false });
    if (!member.lichessId || !member.lichessUsername) throw conflict(GAMES_MESSAGES.lichessNotLinked);
    const lichessUrl = deps.config.lichess?.url ?? 'https://lichess.org';
    let games;
    try {
      games = await fetchLichessGames(lichessUrl, member.lichessUsername, member.lichessId, max);
    } catch (error) {
      if (!(error instanceof LichessUnavailable)) throw error;
      deps.logger.warn({ err: error }, 'the Lichess game export failed');
      throw new HttpError(502, GAMES_MESSAGES.lichessUnavailable);
    }
    const { added, skipped } = await addGames(deps, member, games);
    res.status(202).json({ imported: added.map((game) => summary(game, null)), skipped, problems: [] } satisfies GameImportResult);
  });

  router.get(api(GAMES_API.list), async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const member = await signedInMember(deps, req);
    const games = await Game.findAll({
      attributes: { exclude: ['moves', 'evals'] },
      where: { userId: member.id },
      order: [
        ['createdAt', 'DESC'],
        ['id', 'DESC'],
      ],
    });
    const counts = new Map<number, number>();
    const mistakes = await GameMistake.findAll({ attributes: ['gameId'], where: { userId: member.id } });
    for (const row of mistakes) counts.set(Number(row.gameId), (counts.get(Number(row.gameId)) ?? 0) + 1);
    // The latest import: the games since the oldest still waiting (ids grow with imports).
    const waiting = games.filter((game) => game.status === 'queued' || game.status === 'analysing');
    const oldestWaiting = Math.min(...waiting.map((game) => Number(game.id)));
    const batch = waiting.length ? games.filter((game) => Number(game.id) >= oldestWaiting) : [];
    const done = batch.filter((game) => game.status === 'analysed' || game.status === 'failed').length;
    res.json({
      games: games.map((game) => summary(game, counts.get(Number(game.id)) ?? 0)),
      progress: {
        total: batch.length,
        done,
        message: batch.length ? GAMES_COPY.progress(Math.min(done + 1, batch.length), batch.length) : null,
      },
    } satisfies GameList);
  });

  router.get(api(GAMES_API.game(':id')), async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const id = pathId(req.params.id, GAMES_MESSAGES.invalidGameId);
    const member = await signedInMember(deps, req);
    const game = await ownGame(member, id);
    const mistakes = await GameMistake.findAll({ where: { gameId: id }, order: [['ply', 'ASC']] });
    res.json({
      ...summary(game, mistakes.length),
      startFen: game.startFen,
      moves: game.moves.split(' '),
      evals: game.status === 'analysed' && game.evals ? (JSON.parse(game.evals) as number[]) : null,
      mistakes: mistakes.map((mistake) => ({
        ply: Number(mistake.ply),
        moveNumber: moveNumberOf(Number(mistake.ply), game.startFen),
        played: mistake.played,
        best: mistake.best,
        loss: Number(mistake.loss),
        missedMate: Boolean(mistake.missedMate),
        cardId: Number(mistake.id),
      })),
    } satisfies GameDetail);
  });

  /** A mistake's review card answered, as the deck's cards are (training/routes.ts): graded once, when found. */
  router.post(api(GAMES_API.cardMoves(':cardId')), movesRateLimiter(deps), async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const cardId = pathId(req.params.cardId, GAMES_MESSAGES.invalidCardId);
    const { moves } = validated<{ moves: string[] }>(moveCheckSchema, req.body, { convert: false });
    const member = await signedInMember(deps, req);
    const card = await GameMistake.findOne({ where: { id: cardId, userId: member.id } });
    const game = card ? await Game.findOne({ where: { id: card.gameId, userId: member.id } }) : null;
    if (!card || !game) throw notFound(GAMES_MESSAGES.cardNotFound);
    const exercise = mistakeExercise(card, game);
    const check = checkMoves(exercise, moves);
    if (check.outcome === 'refused') throw badRequest(check.message);
    const showingKey = `g:m:${member.id}:${cardId}:${Number(card.reps)}`;
    if (check.outcome === 'wrong') {
      const missed = await misses.add(showingKey);
      res.json(moveAnswer(check, missed, exercise.exercise.hint) satisfies TrainingMoveResult);
      return;
    }
    const result: TrainingMoveResult = moveAnswer(check, 0, exercise.exercise.hint);
    const now = trainingNow(deps);
    const grade = gradeFor(await misses.count(showingKey));
    const next = review(card, grade, now);
    // A second answer to the same showing (two tabs) finds the card moved on and changes nothing.
    await GameMistake.update({ ...next, updatedAt: storedNow() }, { where: { id: card.id, reps: card.reps } });
    await misses.reset(showingKey);
    await recordTrainingDay(deps.db, member.id, now);
    result.review = { grade, due: next.due.toISOString() };
    res.json(result);
  });

  return router;
}

/** Adds the games (a Lichess game once per member), all or none, then queues them; what was added, as summaries. */
async function addGames(
  deps: AppDeps,
  member: UserModel,
  games: (ReadGame & { color: GameColor; lichessId?: string })[],
): Promise<{ added: GameModel[]; skipped: number }> {
  const source = games[0]?.lichessId ? 'lichess' : 'pgn';
  const { Game } = deps.db.models;
  const added = await writeTransaction(deps.db.sequelize, async (transaction) => {
    const lichessIds = games.flatMap((game) => (game.lichessId ? [game.lichessId] : []));
    const known = new Set(
      lichessIds.length
        ? (await Game.findAll({ attributes: ['lichessId'], where: { userId: member.id, lichessId: lichessIds }, transaction })).map(
            (row) => row.lichessId,
          )
        : [],
    );
    const fresh = games.filter((game) => !game.lichessId || !known.has(game.lichessId));
    const stamp = storedNow();
    const rows: GameModel[] = [];
    // Oldest first, so that ids (and the queue's order) follow the games' order of play.
    for (const game of [...fresh].reverse()) {
      rows.push(
        await Game.create(
          {
            userId: member.id,
            source,
            lichessId: game.lichessId ?? null,
            white: game.white,
            black: game.black,
            color: game.color,
            result: game.result,
            playedOn: game.playedOn,
            startFen: game.startFen,
            moves: game.moves.join(' '),
            plies: game.moves.length,
            status: 'queued',
            createdAt: stamp,
            updatedAt: stamp,
          },
          { transaction },
        ),
      );
    }
    return rows.reverse();
  });
  // The games are saved and queued in the database: if Redis cannot take their jobs now, the workers' reconciliation
  // queues them once it can (jobs.ts), so the import still succeeded.
  await gameJobs(deps)
    .enqueue(added.map((game) => Number(game.id)))
    .catch((error: unknown) => deps.logger.warn({ err: error }, 'game analysis jobs not queued yet; reconciliation will'));
  return { added, skipped: games.length - added.length };
}

/**
 * POST /api/me/games/import/pgn, with a body parser of its own (a PGN of up to 1 MB written as JSON), mounted ahead of the
 * api's 100 kB parser (app.ts).
 */
export function gamePgnImport(deps: AppDeps): RequestHandler[] {
  // The member first: nobody else's body is read.
  const member: RequestHandler = async (req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    res.locals.member = await signedInMember(deps, req);
    next();
  };
  const importPgn: RequestHandler = async (req, res) => {
    const member = res.locals.member as UserModel;
    const request = validated<PgnImportRequest>(pgnImportSchema, req.body, { convert: false });
    if (Buffer.byteLength(request.pgn, 'utf8') > PGN_LIMITS.maxBytes) throw new HttpError(413, GAMES_MESSAGES.pgnTooLarge);
    if (splitPgn(request.pgn).length > PGN_LIMITS.maxGames) throw badRequest(GAMES_MESSAGES.tooManyGames);
    const { games, problems } = readPgn(request.pgn);
    if (games.length === 0) throw new HttpError(400, GAMES_MESSAGES.noGameRead, {}, { problems });
    const names = [member.username, member.lichessUsername].filter((name): name is string => Boolean(name));
    const { added, skipped } = await addGames(
      deps,
      member,
      games.map((game) => ({ ...game, color: memberColor(game, names, request.color) })),
    );
    res.status(202).json({ imported: added.map((game) => summary(game, null)), skipped, problems } satisfies GameImportResult);
  };
  return [apiSecurityHeaders, movesRateLimiter(deps), member, express.json({ limit: PGN_BODY_LIMIT }), importPgn];
}
