import { OPENINGS_COPY, OPENINGS_PAGES, REPERTOIRE_COLORS } from '@kingside/contracts/training';
import { Button, ButtonLink, serverMessage, Skeleton } from '@kingside/ui';
import { useState } from 'react';
import { LineBuilder } from './LineBuilder';
import { useLearnGetRepertoireQuery, useLearnRemoveRepertoireMoveMutation } from './openingsApi';
import { PgnForm } from './PgnForm';
import { RepertoireGames } from './RepertoireGames';
import { RepertoireTree } from './RepertoireTree';

/** The end of today on the browser's calendar: a card due before it is marked due in the tree. */
function endOfToday(): number {
  const end = new Date();
  end.setHours(24, 0, 0, 0);
  return end.getTime();
}

/**
 * A member's repertoire (GET /api/me/repertoire, read afresh on each visit): for White and for Black, the due count,
 * Drill, and the tree of moves with Remove on each; where their imported games left it; then the forms that add to it.
 */
export default function MemberOpenings({ token }: { token: string }) {
  const repertoire = useLearnGetRepertoireQuery(token, { refetchOnMountOrArgChange: true });
  const [remove, removing] = useLearnRemoveRepertoireMoveMutation();
  const [status, setStatus] = useState<{ text: string; failed: boolean } | null>(null);

  if (repertoire.isError) {
    return (
      <div role="alert" css={{ margin: '24px 0' }}>
        <p>{serverMessage(repertoire.error, OPENINGS_COPY.failed)}</p>
        <Button onClick={() => void repertoire.refetch()}>{OPENINGS_COPY.tryAgain}</Button>
      </div>
    );
  }
  const data = repertoire.currentData;
  if (!data) {
    return (
      <div aria-busy="true">
        <span className="visually-hidden" role="status">
          {OPENINGS_COPY.loading}
        </span>
        <Skeleton height={480} radius="4px" />
      </div>
    );
  }
  const dueBefore = endOfToday();
  return (
    <>
      <p
        role={status?.failed ? 'alert' : 'status'}
        css={(t) => ({ margin: 0, color: status?.failed ? t.colors.danger : t.colors.inkSoft })}
      >
        {status?.text ?? ''}
      </p>
      <div css={{ display: 'grid', gap: 32, gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))' }}>
        {REPERTOIRE_COLORS.map((color) => {
          const side = data[color];
          const name = OPENINGS_COPY.colorNames[color];
          return (
            <section key={color} aria-labelledby={`repertoire-${color}`} data-testid={`repertoire-${color}`}>
              <h2 id={`repertoire-${color}`}>{OPENINGS_COPY.repertoireFor(name)}</h2>
              <div css={{ display: 'flex', alignItems: 'center', gap: 16, marginBottom: 12 }}>
                <p css={{ margin: 0, fontWeight: 600 }}>{OPENINGS_COPY.dueToday(side.dueToday)}</p>
                {side.moves.length ? <ButtonLink to={OPENINGS_PAGES.drill(color)}>{OPENINGS_COPY.drillColor(name)}</ButtonLink> : null}
              </div>
              {side.moves.length ? (
                <RepertoireTree
                  label={OPENINGS_COPY.repertoireFor(name)}
                  moves={side.moves}
                  dueBefore={dueBefore}
                  busy={removing.isLoading}
                  onRemove={(move) => {
                    setStatus(null);
                    remove({ token, id: move.id })
                      .unwrap()
                      .then(
                        (change) => setStatus({ text: OPENINGS_COPY.removed(change.removed), failed: false }),
                        (error: unknown) => setStatus({ text: serverMessage(error, OPENINGS_COPY.failed), failed: true }),
                      );
                  }}
                />
              ) : (
                <p css={(t) => ({ color: t.colors.inkSoft })}>{OPENINGS_COPY.empty}</p>
              )}
            </section>
          );
        })}
      </div>
      <RepertoireGames token={token} />
      <LineBuilder token={token} />
      <PgnForm token={token} />
    </>
  );
}
