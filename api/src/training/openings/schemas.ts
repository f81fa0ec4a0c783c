import { OPENINGS_MESSAGES, PGN_MAX_BYTES, REPERTOIRE_COLORS, REPERTOIRE_LINE_MAX } from '@kingside/contracts/training';
import { Joi, unknownField } from '@kingside/contracts/schemas';

/** What SAN is made of: pieces, files, ranks, captures, promotion, check and mate marks, castling's O and 0. */
const SAN = /^[KQRBNa-h1-8xO0=+#-]+$/;

/** A line played from the starting position, or a drill's moves from its card's position (docs/spec.md §7.18). */
export const repertoireLineSchema = Joi.object({
  moves: Joi.array()
    .items(Joi.string().min(2).max(10).pattern(SAN).messages({ '*': OPENINGS_MESSAGES.invalidLine }))
    .min(1)
    .max(REPERTOIRE_LINE_MAX)
    .required()
    .messages({ '*': OPENINGS_MESSAGES.invalidLine }),
}).messages(unknownField);

/** A pasted PGN: its size is checked first (413), in bytes; this bounds its shape. */
export const repertoirePgnSchema = Joi.object({
  pgn: Joi.string().min(1).max(PGN_MAX_BYTES).required().messages({ '*': OPENINGS_MESSAGES.invalidPgn }),
}).messages(unknownField);

/** GET /api/me/repertoire/drill: one colour, or both. */
export const drillQuerySchema = Joi.object({
  color: Joi.string()
    .valid(...REPERTOIRE_COLORS)
    .messages({ '*': OPENINGS_MESSAGES.invalidColor }),
}).messages(unknownField);

/** GET /api/me/repertoire/games and /games/{id}: no query. */
export const noQuerySchema = Joi.object({}).messages(unknownField);
