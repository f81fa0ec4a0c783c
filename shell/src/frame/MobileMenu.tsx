import { ROUTES } from '@kingside/contracts';
import { useEffect, useRef } from 'react';
import { NavLink } from '@kingside/ui';
import { AccountArea } from './AccountArea';
import { HEADER_LINKS } from './navigation';
import { navLinkStyle } from './styles';

/** The slide-out menu of docs/spec.md §2: the header's links plus Search, which does nothing (spec). */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  if (!open) return null;
  return (
    <>
      <div aria-hidden="true" onClick={onClose} css={{ position: 'fixed', inset: 0, background: 'rgba(0,0,0,.45)', zIndex: 60 }} />
      <nav
        id="mobile-menu"
        aria-label="Mobile"
        css={(t) => ({
          position: 'fixed',
          top: 0,
          right: 0,
          bottom: 0,
          width: 'min(300px, 85vw)',
          background: t.colors.night,
          zIndex: 61,
          padding: 20,
          display: 'flex',
          flexDirection: 'column',
          gap: 4,
          overflowY: 'auto',
        })}
      >
        <button
          ref={closeRef}
          type="button"
          aria-label="Close menu"
          onClick={onClose}
          css={{ alignSelf: 'flex-end', background: 'transparent', border: 0, color: '#fff', fontSize: '1.6rem', cursor: 'pointer' }}
        >
          ×
        </button>
        <form role="search" onSubmit={(event) => event.preventDefault()} css={{ display: 'flex', gap: 6, marginBottom: 12 }}>
          <label htmlFor="mobile-search" className="visually-hidden">
            Search
          </label>
          <input
            id="mobile-search"
            type="search"
            placeholder="Search..."
            css={{ flex: 1, padding: '8px 10px', borderRadius: 6, border: 0 }}
          />
          <button type="submit" css={{ padding: '8px 12px', borderRadius: 6, border: 0, fontWeight: 600, cursor: 'pointer' }}>
            Search
          </button>
        </form>
        {HEADER_LINKS.map((link) => (
          <NavLink key={link.to} to={link.to} end={link.to === '/'} css={navLinkStyle} onClick={onClose}>
            {link.label}
          </NavLink>
        ))}
        <NavLink to={ROUTES.cart} css={navLinkStyle} onClick={onClose}>
          Cart
        </NavLink>
        <AccountArea onNavigate={onClose} />
      </nav>
    </>
  );
}
