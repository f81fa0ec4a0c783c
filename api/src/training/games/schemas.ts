import { GAMES_MESSAGES, LICHESS_IMPORT_LIMITS } from '@kingside/contracts/games';
import { Joi, unknownField } from '@kingside/contracts/schemas';

/** POST /api/me/games/import/pgn: the PGN (its size is checked in bytes by the route), and the member's side if they say. */
export const pgnImportSchema = Joi.object({
  pgn: Joi.string()
    .required()
    .custom((value: string, helpers) => (value.trim() === '' ? helpers.error('string.empty') : value))
    .messages({ '*': GAMES_MESSAGES.pgnRequired }),
  color: Joi.string().valid('white', 'black').messages({ '*': GAMES_MESSAGES.invalidColor }),
}).messages(unknownField);

/** POST /api/me/games/import/lichess: how many of the latest games (LICHESS_IMPORT_LIMITS.default when not said). */
export const lichessImportSchema = Joi.object({
  max: Joi.number().strict().integer().min(1).max(LICHESS_IMPORT_LIMITS.max).messages({ '*': GAMES_MESSAGES.invalidMax }),
}).messages(unknownField);
