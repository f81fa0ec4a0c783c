import { Container, NavLink, useEarlyAction, useEarlyProps } from '@kingside/ui';
import { lazy, Suspense, useState } from 'react';
import { AccountArea } from './AccountArea';
import { CartLink } from './CartLink';
import { Logo } from './Logo';
import { HEADER_LINKS } from './navigation';
import { navLinkStyle } from './styles';

/** The early-input script's name for a press of Open menu on the server's page (@kingside/ui's earlyActions.ts). */
const EARLY_MENU = 'open-menu';

/**
 * The menu's panel, a chunk of its own fetched when the menu first opens (from the moment the button is pressed or
 * focused): closed, the panel draws nothing, so no page's first visit needs it, and on a wide screen the button is
 * not even shown.
 */
const loadMobileMenu = () => import(/* webpackChunkName: "mobile-menu" */ './MobileMenu');
const MobileMenu = lazy(() => loadMobileMenu().then(({ MobileMenu }) => ({ default: MobileMenu })));
const preloadMobileMenu = () => void loadMobileMenu().catch(() => undefined);

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  // Pressed on the server's page before start-up: held by the early-input script (the button dims), opened now.
  const earlyMenu = useEarlyProps(EARLY_MENU);
  useEarlyAction(EARLY_MENU, () => setMenuOpen(true));
  return (
    <header css={(t) => ({ background: t.colors.night, color: '#fff', position: 'sticky', top: 0, zIndex: 50 })}>
      <a href="#main" className="visually-hidden" css={{ '&:focus': { position: 'static', width: 'auto', height: 'auto', clip: 'auto' } }}>
        Skip to content
      </a>
      <Container css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', minHeight: 64, gap: 16 }}>
        <Logo />
        <nav aria-label="Main" css={(t) => ({ display: 'none', [t.breakpoints.lg]: { display: 'flex', alignItems: 'center', gap: 2 } })}>
          {HEADER_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.to === '/'} css={navLinkStyle}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div css={{ display: 'flex', alignItems: 'center', gap: 4 }}>
          <CartLink />
          <div css={(t) => ({ display: 'none', [t.breakpoints.lg]: { display: 'block' } })}>
            <AccountArea />
          </div>
          <button
            {...earlyMenu}
            type="button"
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen(true)}
            onPointerDown={preloadMobileMenu}
            onFocus={preloadMobileMenu}
            css={(t) => ({
              display: 'inline-flex',
              padding: 8,
              background: 'transparent',
              border: 0,
              color: '#fff',
              cursor: 'pointer',
              '&[aria-busy="true"]': { opacity: 0.6, cursor: 'progress' },
              [t.breakpoints.lg]: { display: 'none' },
            })}
          >
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M3 6h18M3 12h18M3 18h18" />
            </svg>
          </button>
        </div>
      </Container>
      {menuOpen ? (
        <Suspense fallback={null}>
          <MobileMenu open onClose={() => setMenuOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
