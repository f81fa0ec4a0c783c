import { Outlet } from 'react-router-dom';
import { Footer } from './Footer';
import { Header } from './Header';

/** The public frame of spec §2: header, page, footer. */
export function Frame() {
  return (
    <div css={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Header />
      <main id="main" tabIndex={-1} css={{ flex: 1, outline: 'none' }}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
