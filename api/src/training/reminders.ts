import { ACADEMY_NAME, ROUTES } from '@kingside/contracts';
import { REMINDER_MAIL, TRAINING_API } from '@kingside/contracts/training';
import { Op } from 'sequelize';
import type { AppDeps } from '../shared/deps';
import { issueToken } from '../accounts';
import { storedNow } from '../shared/db/clock';
import { writeTransaction } from '../shared/db/writeTransaction';
import { queueMail, sendQueuedMail } from '../shared/mail/mailQueue';
import type { Mail } from '../shared/mail/mailer';
import { trainingNow } from './clock';
import { dueCount } from './deck';
import { endOfLocalDay, localDay, localHour } from './days';

export const REMINDERS = {
  /** The member's local hour from which the day's reminder may go: a morning mail, never one at night. */
  fromHour: 8,
  /** How often the server looks for members to remind, and at most how many it reminds each time. */
  intervalMs: 10 * 60_000,
  batch: 200,
} as const;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

export function unsubscribeLink(publicUrl: string, token: string): string {
  return `${publicUrl}${TRAINING_API.unsubscribe}?token=${encodeURIComponent(token)}`;
}

/** The reminder: how many positions are due, a link to the review and one to stop these mails. */
export function reminderMail(publicUrl: string, to: string, due: number, unsubscribe: string): Mail {
  const review = `${publicUrl}${ROUTES.trainReview}`;
  const subject = REMINDER_MAIL.subject(due);
  const text = [
    `${subject} today at ${ACADEMY_NAME}.`,
    '',
    'A few minutes now keeps them in your memory:',
    review,
    '',
    `${REMINDER_MAIL.unsubscribe}: ${unsubscribe}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1c2321">
<p>${escapeHtml(subject)} today at ${escapeHtml(ACADEMY_NAME)}.</p>
<p><a href="${escapeHtml(review)}" style="display:inline-block;padding:10px 18px;background:#1f5f4a;color:#fff;border-radius:6px;text-decoration:none">Start review</a></p>
<p style="font-size:0.9em"><a href="${escapeHtml(unsubscribe)}">${escapeHtml(REMINDER_MAIL.unsubscribe)}</a></p>
</body></html>`;
  return { to, subject, text, html };
}

/**
 * Sends the day's reminders: to each member who opted in, once per their local day, from REMINDERS.fromHour of their
 * morning, when review cards are due by the end of that day. Each reminder is claimed by a conditional UPDATE of
 * the member's lastReminderDay, so several api instances running this at once remind a member once; the mail goes
 * through the mail queue in the claim's transaction (docs/spec.md §7.15). Answers how many were queued.
 */
export async function sendDueReminders(deps: AppDeps): Promise<number> {
  const { db } = deps;
  const { TrainingProfile, User } = db.models;
  const now = trainingNow(deps);
  const profiles = await TrainingProfile.findAll({
    attributes: ['userId', 'timeZone', 'lastReminderDay'],
    where: { reminders: true },
    order: [['userId', 'ASC']],
  });
  const queued: number[] = [];
  for (const profile of profiles) {
    if (queued.length >= REMINDERS.batch) break;
    const today = localDay(now, profile.timeZone);
    if (profile.lastReminderDay === today || localHour(now, profile.timeZone) < REMINDERS.fromHour) continue;
    const userId = Number(profile.userId);
    const due = await dueCount(db, userId, endOfLocalDay(now, profile.timeZone));
    if (due === 0) continue;
    const user = await User.findOne({ attributes: ['id', 'email'], where: { id: userId, erasedAt: null } });
    if (!user) continue;
    const id = await writeTransaction(db.sequelize, async (transaction) => {
      const [claimed] = await TrainingProfile.update(
        { lastReminderDay: today, updatedAt: storedNow() },
        {
          where: { userId, reminders: true, [Op.or]: [{ lastReminderDay: null }, { lastReminderDay: { [Op.ne]: today } }] },
          transaction,
        },
      );
      if (claimed !== 1) return null;
      const token = await issueToken(db.models, userId, 'reminders', { transaction });
      const { publicUrl } = deps.config;
      return queueMail(db, reminderMail(publicUrl, user.email, due, unsubscribeLink(publicUrl, token)), transaction);
    });
    if (id !== null) queued.push(id);
  }
  if (queued.length > 0) sendQueuedMail(deps, queued);
  return queued.length;
}

/** The server's timer for the reminders: now, then every REMINDERS.intervalMs after the previous round finished. */
export function startReminders(deps: AppDeps): { stop(): void } {
  let timer: NodeJS.Timeout | undefined;
  let running = true;
  const tick = async () => {
    try {
      const sent = await sendDueReminders(deps);
      if (sent > 0) deps.logger.info({ sent }, 'training reminders queued');
    } catch (error) {
      deps.logger.error({ err: error }, 'sending training reminders failed; trying again later');
    }
    if (running) timer = setTimeout(() => void tick(), REMINDERS.intervalMs).unref();
  };
  void tick();
  return {
    stop() {
      running = false;
      clearTimeout(timer);
    },
  };
}
