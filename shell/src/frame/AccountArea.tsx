import { ROUTES } from '@kingside/contracts';
import { selectAuthToken, useAppSelector, NavLink } from '@kingside/ui';
import { RemoteSection } from '../federation/RemoteSection';
import { useDrawnWithout, usePrerendering } from '@kingside/ui';
import { navLinkStyle } from './styles';

/**
 * Sign In when signed out; when signed in, mfe-auth's control (the member's name, My Orders and Sign Out). Signed-out
 * visitors never download the auth remote for the header.
 */
export function AccountArea({ onNavigate }: { onNavigate?: () => void }) {
  const token = useAppSelector(selectAuthToken);
  const prerendering = usePrerendering();
  // Drawn for a browser that keeps no session: a guest's Sign In from the first HTML on.
  const drawnForGuest = useDrawnWithout('member');
  const signIn = (
    <NavLink to={ROUTES.auth} css={navLinkStyle} onClick={onNavigate}>
      Sign In
    </NavLink>
  );
  if (prerendering && !drawnForGuest) {
    // The session is not known yet: Sign In's room, kept empty, so nothing moves when the page is the browser's.
    return (
      <span css={navLinkStyle} aria-hidden="true" style={{ visibility: 'hidden' }}>
        Sign In
      </span>
    );
  }
  if (prerendering || !token) return signIn;
  return (
    <RemoteSection
      remote="auth"
      module="./AccountMenu"
      // Its My Orders link closes the mobile menu as every other link there does.
      props={onNavigate ? { onNavigate } : {}}
      compact
      loading={<span css={{ display: 'inline-block', width: 96 }} />}
    />
  );
}
