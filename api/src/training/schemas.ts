import { EXCLUDE_MAX, TRAINING_MESSAGES } from '@kingside/contracts/training';
import { Joi, unknownField } from '@kingside/contracts/schemas';
import { isTimeZone } from './days';

/** GET /api/puzzles/next: a guest's seen puzzles, ids separated by commas. */
export const excludeSchema = Joi.object({
  exclude: Joi.string()
    .max(EXCLUDE_MAX * 11)
    .pattern(new RegExp(`^[1-9]\\d{0,9}(,[1-9]\\d{0,9}){0,${EXCLUDE_MAX - 1}}$`))
    .messages({ '*': TRAINING_MESSAGES.invalidExclude }),
}).messages(unknownField);

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
