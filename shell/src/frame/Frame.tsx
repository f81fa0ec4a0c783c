import { HydratedSeparately, Outlet } from '@kingside/ui';
import { Footer } from './Footer';
import { Header } from './Header';

/** The public frame of docs/spec.md §2: header, page, footer. */
export function Frame() {
  return (
    <div css={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Header />
      {/* At least a screen tall: the footer starts below the fold and cannot jump as a section loads (no layout shift). */}
      <main id="main" tabIndex={-1} css={{ flex: 1, minHeight: '100vh', outline: 'none' }}>
        <Outlet />
      </main>
      {/* Below the fold: hydrated after the rest of a hydrated page (Home). */}
      <HydratedSeparately>
        <Footer />
      </HydratedSeparately>
    </div>
  );
}
