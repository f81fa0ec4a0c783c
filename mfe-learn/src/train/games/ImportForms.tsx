import { GAMES_COPY, type GameColor, type GameImportResult, type PgnProblem } from '@kingside/contracts/games';
import { ROUTES } from '@kingside/contracts';
import { Button, Link, serverMessage, TextArea } from '@kingside/ui';
import { useId, useState } from 'react';
import { useLearnGetTrainingSummaryQuery } from '../memberTrainingApi';
import { useLearnImportLichessMutation, useLearnImportPgnMutation } from './gamesApi';

const COLORS: readonly (GameColor | null)[] = [null, 'white', 'black'];

/** What an import said: how many games it added, or why not, and each refused game's reason. */
interface Outcome {
  text: string;
  failed: boolean;
  problems: PgnProblem[];
}

/** The refused games' reasons an answer carries (a 202's `problems`, or a 400's when no game read). */
function problemsOf(value: unknown): PgnProblem[] {
  const problems = (value as { data?: { problems?: unknown } } | undefined)?.data?.problems;
  return Array.isArray(problems)
    ? problems.filter((problem): problem is PgnProblem => typeof (problem as PgnProblem)?.message === 'string')
    : [];
}

const done = (result: GameImportResult): Outcome => ({
  text: GAMES_COPY.imported(result.imported.length, result.skipped),
  failed: false,
  problems: result.problems,
});
const refused = (error: unknown): Outcome => ({
  text: serverMessage(error, GAMES_COPY.importFailed),
  failed: true,
  problems: problemsOf(error),
});

/**
 * Import your games (docs/spec.md §2.36): paste the PGN of one or more games (POST /api/me/games/import/pgn), the side
 * the member played or "Find me by name"; or, with a linked Lichess account, Import from Lichess (POST
 * /api/me/games/import/lichess). Says how many games were added, the api's refusal, and each game it could not read.
 */
export function ImportForms({ token }: { token: string }) {
  const { currentData: summary } = useLearnGetTrainingSummaryQuery(token);
  const [importPgn, pgnImport] = useLearnImportPgnMutation();
  const [importLichess, lichessImport] = useLearnImportLichessMutation();
  const [pgn, setPgn] = useState('');
  const [color, setColor] = useState<GameColor | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const name = useId();
  const busy = pgnImport.isLoading || lichessImport.isLoading;

  return (
    <section aria-labelledby={`${name}-heading`} css={{ margin: '8px 0 32px' }}>
      <h2 id={`${name}-heading`}>{GAMES_COPY.importHeading}</h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setOutcome(null);
          importPgn({ token, pgn, color })
            .unwrap()
            .then(
              (result) => {
                setOutcome(done(result));
                setPgn('');
              },
              (error: unknown) => setOutcome(refused(error)),
            );
        }}
      >
        <TextArea label={GAMES_COPY.pgnLabel} rows={8} value={pgn} onChange={(event) => setPgn(event.target.value)} />
        <fieldset css={{ border: 'none', padding: 0, margin: '0 0 12px', display: 'flex', flexWrap: 'wrap', gap: 16 }}>
          <legend css={{ fontWeight: 600, marginBottom: 4 }}>{GAMES_COPY.colorLabel}</legend>
          {COLORS.map((option) => (
            <label key={option ?? 'name'} css={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
              <input
                type="radio"
                name={`${name}-color`}
                value={option ?? ''}
                checked={color === option}
                onChange={() => setColor(option)}
              />
              {option ? GAMES_COPY.colorNames[option] : GAMES_COPY.colorByName}
            </label>
          ))}
        </fieldset>
        <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
          <Button type="submit" disabled={!pgn.trim() || busy}>
            {GAMES_COPY.importPgn}
          </Button>
          {summary?.lichess ? (
            <Button
              variant="outline"
              disabled={busy}
              onClick={() => {
                setOutcome(null);
                importLichess(token)
                  .unwrap()
                  .then(
                    (result) => setOutcome(done(result)),
                    (error: unknown) => setOutcome(refused(error)),
                  );
              }}
            >
              {GAMES_COPY.importLichess}
            </Button>
          ) : summary ? (
            <p data-testid="lichess-hint" css={(t) => ({ margin: 0, color: t.colors.inkSoft })}>
              <Link to={ROUTES.train}>{GAMES_COPY.lichessHint}</Link>
            </p>
          ) : null}
        </div>
      </form>
      <div role={outcome?.failed ? 'alert' : 'status'} data-testid="import-outcome">
        {outcome ? (
          <>
            <p css={(t) => ({ margin: '12px 0 4px', color: outcome.failed ? t.colors.danger : t.colors.success })}>{outcome.text}</p>
            {outcome.problems.length ? (
              <>
                <p css={{ margin: '8px 0 4px', fontWeight: 600 }}>{GAMES_COPY.problemsHeading}</p>
                <ul data-testid="import-problems" css={{ margin: 0 }}>
                  {outcome.problems.map((problem) => (
                    <li key={problem.game}>{GAMES_COPY.problem(problem.game, problem.message)}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </>
        ) : null}
      </div>
    </section>
  );
}
