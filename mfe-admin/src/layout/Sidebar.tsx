import { css, type Theme } from '@emotion/react';
import type { AdminUser } from '@kingside/contracts';
import { NavLink } from '@kingside/ui';
import { ADMIN_LINKS } from './navigation';

const linkStyle = (theme: Theme) => css`
  display: block;
  padding: 9px 12px;
  border-radius: ${theme.radius.sm};
  color: #e8efe9;
  text-decoration: none;
  font-weight: 600;
  &:hover {
    background: rgba(255, 255, 255, 0.08);
  }
  &[aria-current='page'] {
    background: rgba(255, 255, 255, 0.14);
    color: #fff;
    box-shadow: inset 3px 0 0 ${theme.colors.accent};
  }
`;

/**
 * The admin shell's menu (docs/spec.md §2): who is signed in, the links, and Logout. The same content serves the
 * desktop sidebar and the mobile slide-out menu.
 */
export function Sidebar({ user, onNavigate, onLogout }: { user: AdminUser; onNavigate?: () => void; onLogout: () => void }) {
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: 20, height: '100%' }}>
      <div>
        <p
          css={{
            margin: 0,
            // the theme's accent is too dark on the night sidebar (4.1:1); this lighter gold reads 6.3:1
            color: '#d69e2e',
            fontWeight: 700,
            fontSize: '0.78rem',
            letterSpacing: '0.08em',
            textTransform: 'uppercase',
          }}
        >
          Admin Portal
        </p>
        <p data-testid="admin-username" css={{ margin: '6px 0 0', fontWeight: 700, color: '#fff', overflowWrap: 'anywhere' }}>
          {user.username}
        </p>
        <p data-testid="admin-email" css={{ margin: 0, fontSize: '0.875rem', color: '#c9d4cd', overflowWrap: 'anywhere' }}>
          {user.email}
        </p>
      </div>
      <nav aria-label="Admin">
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
          {ADMIN_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} css={linkStyle} onClick={onNavigate}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <button
        type="button"
        onClick={onLogout}
        css={(t) => ({
          marginTop: 'auto',
          padding: '9px 12px',
          font: 'inherit',
          fontWeight: 600,
          textAlign: 'left',
          color: '#fff',
          background: 'transparent',
          border: '1px solid rgba(255,255,255,.35)',
          borderRadius: t.radius.sm,
          cursor: 'pointer',
          '&:hover': { background: 'rgba(255,255,255,.08)' },
        })}
      >
        Logout
      </button>
    </div>
  );
}
