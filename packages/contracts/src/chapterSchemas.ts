/**
 * joi schemas of the chapter player's api (issue 18, docs/spec.md §7.11): the chapter number in the path and the
 * moves a check carries. Whether each move is legal is chess.js's call on the server; this only bounds the shape.
 */
import Joi from 'joi';
import { unknownField } from './backOfficeSchemas';
import { CHAPTER_API_MESSAGES } from './apiMessages';
import { CHAPTERS_PER_COURSE_MAX, MOVES_MAX } from './chapters';

/** The longest SAN there is ("exd8=Q+", "Qh4xe1#" with both disambiguations) is 7 characters; 10 leaves room. */
const SAN_MAX_LENGTH = 10;
/** What SAN is made of: pieces, files, ranks, captures, promotion, check and mate marks, castling's O and 0. */
const SAN_CHARACTERS = /^[KQRBNa-h1-8xO0=+#-]+$/;

export const chapterParamSchema = Joi.object({
  number: Joi.number()
    .integer()
    .min(1)
    .max(CHAPTERS_PER_COURSE_MAX)
    .required()
    .messages({ '*': CHAPTER_API_MESSAGES.invalidChapterNumber }),
});

const movesMessage = `moves must be a list of 1 to ${MOVES_MAX} moves in algebraic notation (SAN), such as ["e4", "Nf3"]`;

export const moveCheckSchema = Joi.object({
  moves: Joi.array()
    .items(Joi.string().min(2).max(SAN_MAX_LENGTH).pattern(SAN_CHARACTERS).messages({ '*': movesMessage }))
    .min(1)
    .max(MOVES_MAX)
    .required()
    .messages({ '*': movesMessage }),
}).messages(unknownField);
