import { pageTitle } from '@kingside/contracts';
import { Container, selectAuthToken, useAppSelector, useDocumentTitle, usePrerendering } from '@kingside/ui';
import { lazy, Suspense } from 'react';
import { GuestNote, pageHeading } from './GuestNote';
import { TRAIN_COPY } from './trainCopy';

// The figures are a member's: a guest's visit downloads none of it.
const MemberThemes = lazy(() => import('./MemberThemes'));

/** The table's room while the visitor (and a member's figures) is not known yet. */
const tableRoom = <div aria-busy="true" css={{ minHeight: 560 }} />;

/**
 * /train/themes (issue 46, docs/spec.md §2.32): a member's themes dashboard; a guest is asked to sign in. Drawn by the
 * server with its heading and the table's room (src/trainServer.tsx), as /train/review is: whether the visitor is a
 * member is the browser's to know, once the page is live.
 */
export default function ThemesPage() {
  useDocumentTitle(pageTitle(TRAIN_COPY.themesTitle));
  const prerendering = usePrerendering();
  const token = useAppSelector(selectAuthToken);
  return (
    <Container css={{ paddingBottom: 48 }}>
      <h1 css={pageHeading}>{TRAIN_COPY.themesTitle}</h1>
      {prerendering ? (
        tableRoom
      ) : token ? (
        <Suspense fallback={tableRoom}>
          <MemberThemes key={token} token={token} />
        </Suspense>
      ) : (
        <GuestNote note={TRAIN_COPY.themesGuestNote} />
      )}
    </Container>
  );
}
