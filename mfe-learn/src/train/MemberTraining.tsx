import { ROUTES } from '@kingside/contracts';
import { GAMES_PAGES } from '@kingside/contracts/games';
import { TRAIN_THEMES_PATH, TRAINING_COPY, type TrainingSummary } from '@kingside/contracts/training';
import { Button, Link, serverMessage } from '@kingside/ui';
import { useEffect, useRef, useState } from 'react';
import { leaveFor } from './leaveFor';
import { useLearnGetTrainingSummaryQuery, useLearnLinkLichessMutation, useLearnPutTrainingSettingsMutation } from './memberTrainingApi';
import { TRAIN_COPY } from './trainCopy';

/** The browser's IANA time zone, or null where Intl cannot say. */
function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/**
 * The streak rolls over at the member's midnight (docs/spec.md §7.15): the api keeps the zone the browser reports.
 * Sent once a page, and only when it differs from the summary's (a member who travels, or the first visit's UTC).
 */
function useTimeZoneSync(token: string, summary: TrainingSummary | undefined) {
  const [put] = useLearnPutTrainingSettingsMutation();
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (!summary || sentFor.current === token) return;
    const zone = browserTimeZone();
    if (!zone || zone === summary.timeZone) return;
    sentFor.current = token;
    void put({ token, settings: { timeZone: zone } });
  }, [put, summary, token]);
}

const statusItem = { margin: 0, fontWeight: 600 } as const;

/** Above the board on /train: the member's puzzle rating ("1500?" while provisional), what is due today, the streak, their themes and games. */
export function MemberStatus({ token, minHeight }: { token: string; minHeight: number }) {
  const { currentData: summary } = useLearnGetTrainingSummaryQuery(token);
  useTimeZoneSync(token, summary);
  return (
    <div
      data-testid="training-status"
      css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px 24px', minHeight, marginBottom: 16 }}
    >
      {summary ? (
        <>
          <p css={statusItem}>{TRAINING_COPY.yourRating(summary.rating, summary.provisional)}</p>
          <p css={statusItem}>
            <Link to={ROUTES.trainReview}>{TRAINING_COPY.dueToday(summary.dueToday)}</Link>
          </p>
          <p css={statusItem}>{TRAINING_COPY.streak(summary.streak)}</p>
          <p css={statusItem}>
            <Link to={TRAIN_THEMES_PATH}>{TRAIN_COPY.yourThemes}</Link>
          </p>
          <p css={statusItem}>
            <Link to={GAMES_PAGES.list}>{TRAIN_COPY.yourGames}</Link>
          </p>
        </>
      ) : null}
    </div>
  );
}

/** Below the board on /train: the reminder e-mails' switch, and Lichess (linked, or the button that links it). */
export function MemberSettings({ token }: { token: string }) {
  const { currentData: summary } = useLearnGetTrainingSummaryQuery(token);
  const [put, saving] = useLearnPutTrainingSettingsMutation();
  const [link, linking] = useLearnLinkLichessMutation();
  const [problem, setProblem] = useState<string | null>(null);
  if (!summary) return null;

  async function linkLichess() {
    setProblem(null);
    try {
      leaveFor((await link(token).unwrap()).url);
    } catch (error) {
      setProblem(serverMessage(error, TRAIN_COPY.linkFailed));
    }
  }

  async function setReminders(reminders: boolean) {
    setProblem(null);
    try {
      await put({ token, settings: { reminders } }).unwrap();
    } catch (error) {
      setProblem(serverMessage(error, TRAIN_COPY.settingsFailed));
    }
  }

  return (
    <div
      data-testid="training-settings"
      css={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 12, marginTop: 32 }}
    >
      <label css={{ display: 'inline-flex', alignItems: 'center', gap: 8, cursor: 'pointer' }}>
        <input
          type="checkbox"
          checked={summary.reminders}
          disabled={saving.isLoading}
          onChange={(event) => void setReminders(event.target.checked)}
          css={(t) => ({ width: 18, height: 18, '&:focus-visible': { outline: `3px solid ${t.colors.focus}`, outlineOffset: 2 } })}
        />
        {TRAINING_COPY.remindersLabel}
      </label>
      {summary.lichess ? (
        <p data-testid="lichess-linked" css={{ margin: 0 }}>
          {TRAINING_COPY.lichessLinked(summary.lichess.username)}
        </p>
      ) : (
        <Button variant="outline" disabled={linking.isLoading} onClick={() => void linkLichess()}>
          {TRAINING_COPY.linkLichess}
        </Button>
      )}
      <p role="alert" css={(t) => ({ margin: 0, minHeight: '1.3rem', color: t.colors.danger })}>
        {problem ?? ''}
      </p>
    </div>
  );
}
