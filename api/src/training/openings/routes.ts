import {
  OPENINGS_API,
  OPENINGS_MESSAGES,
  PGN_MAX_BYTES,
  REPERTOIRE_COLORS,
  type Repertoire,
  type RepertoireChange,
  type RepertoireColor,
  type RepertoireDrill,
  type RepertoireGameExit,
  type RepertoireGames,
  type TrainingMoveResult,
} from '@kingside/contracts/training';
import { parseRouteId } from '@kingside/contracts';
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import { movesRateLimiter, signedInMember } from '../../accounts';
import type { AppDeps } from '../../shared/deps';
import { badRequest, HttpError, notFound } from '../../shared/http/errors';
import { validated } from '../../shared/http/validate';
import { trainingNow } from '../clock';
import { endOfLocalDay } from '../days';
import { viewProfile } from '../profiles';
import { answerDrill } from './drill';
import { gameExits } from './gameExits';
import { PgnError, repertoireFromPgn } from './pgn';
import { lineEdges, repertoireStore } from './repertoire';
import { drillQuerySchema, noQuerySchema, repertoireLineSchema, repertoirePgnSchema } from './schemas';

/*
 * /api/me/repertoire… (issue 46 point 3, docs/spec.md §7.18): a member's own repertoire, read, added to by a line or a
 * PGN, pruned by a move, and drilled. Every route takes a member token and is rate-limited as the move routes are
 * (MOVES_RATE_LIMIT per address per minute); a move or card of another member's is 404, as an unknown one.
 */

const api = (path: string) => path.slice('/api'.length);
const noStore = (res: Response) => res.setHeader('Cache-Control', 'no-store');

function colorParam(segment: unknown): RepertoireColor {
  if (typeof segment !== 'string' || !(REPERTOIRE_COLORS as readonly string[]).includes(segment)) {
    throw badRequest(OPENINGS_MESSAGES.invalidColor);
  }
  return segment as RepertoireColor;
}

function pathId(segment: unknown, message: string): number {
  const id = typeof segment === 'string' ? parseRouteId(segment) : null;
  if (id === null) throw badRequest(message);
  return id;
}

/** The server's time and the end of the member's day (their time zone), which "due today" counts to. */
async function today(deps: AppDeps, userId: number) {
  const now = trainingNow(deps);
  const { timeZone } = await viewProfile(deps.db, userId);
  return { now, endOfDay: endOfLocalDay(now, timeZone) };
}

export function openingsRoutes(deps: AppDeps): Router {
  const router = Router();
  const store = repertoireStore(deps.db);
  const exits = gameExits(deps.db);
  const limited = movesRateLimiter(deps);
  const memberId = async (req: Request) => Number((await signedInMember(deps, req)).id);

  router.get(api(OPENINGS_API.repertoire), limited, async (req, res) => {
    noStore(res);
    const userId = await memberId(req);
    const { endOfDay } = await today(deps, userId);
    const [white, black] = await Promise.all([store.side(userId, 'white', endOfDay), store.side(userId, 'black', endOfDay)]);
    res.json({ white, black } satisfies Repertoire);
  });

  router.post(api(OPENINGS_API.lines(':color')), limited, async (req, res) => {
    noStore(res);
    const userId = await memberId(req);
    const color = colorParam(req.params.color);
    const { moves } = validated<{ moves: string[] }>(repertoireLineSchema, req.body, { convert: false });
    const edges = lineEdges(moves);
    const { now, endOfDay } = await today(deps, userId);
    res.json((await store.add(userId, color, edges, now, endOfDay)) satisfies RepertoireChange);
  });

  router.delete(api(OPENINGS_API.move(':id')), limited, async (req, res) => {
    noStore(res);
    const userId = await memberId(req);
    const id = pathId(req.params.id, OPENINGS_MESSAGES.invalidMoveId);
    const { endOfDay } = await today(deps, userId);
    res.json((await store.remove(userId, id, endOfDay)) satisfies RepertoireChange);
  });

  router.get(api(OPENINGS_API.drill), limited, async (req, res) => {
    noStore(res);
    const userId = await memberId(req);
    const { color } = validated<{ color?: RepertoireColor }>(drillQuerySchema, { ...req.query }, { convert: false });
    const { endOfDay } = await today(deps, userId);
    const [card, dueToday] = await Promise.all([store.nextDue(userId, endOfDay, color), store.dueCount(userId, endOfDay, color)]);
    res.json({ card, dueToday } satisfies RepertoireDrill);
  });

  /** Where the member's latest games left their repertoire (issue 46 point 3): theirs only, by the token's member. */
  router.get(api(OPENINGS_API.games), limited, async (req, res) => {
    noStore(res);
    const userId = await memberId(req);
    validated(noQuerySchema, { ...req.query }, { convert: false });
    res.json({ games: await exits.latest(userId) } satisfies RepertoireGames);
  });

  router.get(api(OPENINGS_API.game(':gameId')), limited, async (req, res) => {
    noStore(res);
    const userId = await memberId(req);
    const gameId = pathId(req.params.gameId, OPENINGS_MESSAGES.invalidGameId);
    validated(noQuerySchema, { ...req.query }, { convert: false });
    const exit = await exits.one(userId, gameId);
    if (!exit) throw notFound(OPENINGS_MESSAGES.gameNotFound);
    res.json(exit satisfies RepertoireGameExit);
  });

  router.post(api(OPENINGS_API.cardMoves(':cardId')), limited, async (req, res) => {
    noStore(res);
    const userId = await memberId(req);
    const cardId = pathId(req.params.cardId, OPENINGS_MESSAGES.invalidCardId);
    const { moves } = validated<{ moves: string[] }>(repertoireLineSchema, req.body, { convert: false });
    const { now, endOfDay } = await today(deps, userId);
    res.json((await answerDrill(deps, userId, cardId, moves, now, endOfDay)) satisfies TrainingMoveResult);
  });

  return router;
}

/** What a PGN's JSON may weigh before it is parsed (2 MB): the PGN's own 1 MB, with room for JSON's escapes. */
const PGN_BODY_LIMIT_BYTES = 2 * PGN_MAX_BYTES;

/**
 * POST /api/me/repertoire/{color}/pgn, mounted in app.ts ahead of the api's JSON parser (100 kB): the member and the
 * colour are checked before the body is read, with a parser of its own; a PGN over PGN_MAX_BYTES is 413 with its own
 * message, a malformed one 400 naming its game, and either leaves the repertoire as it was (one transaction).
 */
export function pgnImportHandlers(deps: AppDeps): RequestHandler[] {
  const store = repertoireStore(deps.db);
  return [
    movesRateLimiter(deps),
    async (req, res, next) => {
      noStore(res);
      res.locals.userId = Number((await signedInMember(deps, req)).id);
      colorParam(req.params.color);
      next();
    },
    express.json({ limit: PGN_BODY_LIMIT_BYTES }),
    async (req, res) => {
      const userId = res.locals.userId as number;
      const color = colorParam(req.params.color);
      const pgn = (req.body as { pgn?: unknown } | undefined)?.pgn;
      if (typeof pgn === 'string' && Buffer.byteLength(pgn, 'utf8') > PGN_MAX_BYTES)
        throw new HttpError(413, OPENINGS_MESSAGES.pgnTooLarge);
      const { pgn: text } = validated<{ pgn: string }>(repertoirePgnSchema, req.body, { convert: false });
      let edges;
      try {
        edges = repertoireFromPgn(text);
      } catch (error) {
        if (error instanceof PgnError) throw badRequest(error.message);
        throw error;
      }
      const { now, endOfDay } = await today(deps, userId);
      res.json((await store.add(userId, color, edges, now, endOfDay)) satisfies RepertoireChange);
    },
  ];
}
