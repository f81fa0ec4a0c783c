import { EXCLUDE_MAX, PUZZLE_DIFFICULTIES, PUZZLE_RATING_BOUNDS, PUZZLE_THEMES, TRAINING_MESSAGES } from '@kingside/contracts/training';
import { Joi, unknownField } from '@kingside/contracts/schemas';
import { isTimeZone } from './days';

const rating = (field: 'min' | 'max') =>
  Joi.string()
    .pattern(/^\d{1,4}$/)
    .custom((value: string, helpers) => {
      const number = Number(value);
      return number >= PUZZLE_RATING_BOUNDS.min && number <= PUZZLE_RATING_BOUNDS.max ? number : helpers.error('any.invalid');
    })
    .messages({ '*': TRAINING_MESSAGES.invalidRating(field) });

/**
 * GET /api/puzzles/next (strings, as a query holds them): a guest's seen puzzles, ids separated by commas; the themes
 * chosen, separated by commas; a rating range (min, max, either or both) or a difficulty (easier, harder).
 */
export const nextPuzzleSchema = Joi.object({
  exclude: Joi.string()
    .max(EXCLUDE_MAX * 11)
    .pattern(new RegExp(`^[1-9]\\d{0,9}(,[1-9]\\d{0,9}){0,${EXCLUDE_MAX - 1}}$`))
    .messages({ '*': TRAINING_MESSAGES.invalidExclude }),
  themes: Joi.string()
    .max(PUZZLE_THEMES.length * 20)
    .pattern(/^[A-Za-z0-9]+(,[A-Za-z0-9]+)*$/)
    .custom((value: string, helpers) => {
      const themes = value.split(',');
      const unknown = themes.find((theme) => !(PUZZLE_THEMES as readonly string[]).includes(theme));
      return unknown === undefined ? [...new Set(themes)] : helpers.message({ custom: TRAINING_MESSAGES.unknownTheme(unknown) });
    })
    .messages({
      'string.base': TRAINING_MESSAGES.invalidThemes,
      'string.empty': TRAINING_MESSAGES.invalidThemes,
      'string.max': TRAINING_MESSAGES.invalidThemes,
      'string.pattern.base': TRAINING_MESSAGES.invalidThemes,
    }),
  min: rating('min'),
  max: rating('max'),
  difficulty: Joi.string()
    .valid(...PUZZLE_DIFFICULTIES)
    .messages({ '*': TRAINING_MESSAGES.invalidDifficulty }),
})
  .without('difficulty', ['min', 'max'])
  .custom((value: { min?: number; max?: number }, helpers) =>
    value.min !== undefined && value.max !== undefined && value.min > value.max ? helpers.error('range.reversed') : value,
  )
  .messages({ ...unknownField, 'object.without': TRAINING_MESSAGES.rangeAndDifficulty, 'range.reversed': TRAINING_MESSAGES.reversedRange });

/** PUT /api/me/training: the browser's time zone, the reminder opt-in, or both. */
export const settingsSchema = Joi.object({
  timeZone: Joi.string()
    .max(64)
    .custom((value: string, helpers) => (isTimeZone(value) ? value : helpers.error('any.invalid')))
    .messages({ '*': TRAINING_MESSAGES.invalidTimeZone }),
  reminders: Joi.boolean().strict().messages({ '*': TRAINING_MESSAGES.invalidReminders }),
})
  .or('timeZone', 'reminders')
  .messages({ ...unknownField, 'object.missing': TRAINING_MESSAGES.emptySettings });
