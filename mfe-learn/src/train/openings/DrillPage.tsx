import { pageTitle } from '@kingside/contracts';
import { OPENINGS_COPY, REPERTOIRE_COLORS, type RepertoireColor } from '@kingside/contracts/training';
import { Container, selectAuthToken, useAppSelector, useDocumentTitle, usePrerendering, useSearchParams } from '@kingside/ui';
import { lazy, Suspense } from 'react';
import { GuestNote, pageHeading } from '../GuestNote';

const MemberDrill = lazy(() => import('./MemberDrill'));

const room = <div aria-busy="true" css={{ minHeight: 560 }} />;

/** `?color=white|black` as the page reads it: anything else drills both colours. */
export function drillColor(value: string | null): RepertoireColor | null {
  return (REPERTOIRE_COLORS as readonly string[]).includes(value ?? '') ? (value as RepertoireColor) : null;
}

/**
 * /train/openings/drill (docs/spec.md §2.34): the member's due positions one at a time, their repertoire's line
 * played by the api's replies, each graded by FSRS. A guest is asked to sign in.
 */
export default function DrillPage() {
  useDocumentTitle(pageTitle(OPENINGS_COPY.drillTitle));
  const prerendering = usePrerendering();
  const token = useAppSelector(selectAuthToken);
  const [params] = useSearchParams();
  const color = drillColor(params.get('color'));
  return (
    <Container css={{ paddingBottom: 48 }}>
      <h1 css={pageHeading}>{OPENINGS_COPY.drillTitle}</h1>
      {prerendering ? (
        room
      ) : token ? (
        <Suspense fallback={room}>
          <MemberDrill key={`${token}:${color ?? ''}`} token={token} color={color} />
        </Suspense>
      ) : (
        <GuestNote note={OPENINGS_COPY.guestNote} />
      )}
    </Container>
  );
}
