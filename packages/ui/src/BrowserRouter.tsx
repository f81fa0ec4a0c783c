import { useEffect, type ReactNode } from 'react';
import { BrowserRouter as ReactRouterBrowserRouter, useLocation, useNavigate } from 'react-router-dom';

/**
 * react-router's BrowserRouter reads the address when it first renders and starts listening for Back and Forward in a
 * layout effect after its commit. The shell's first render is a transition rendered in slices, after the remotes it
 * takes over have loaded: a Back pressed in between (a visitor quick on the button, a page restored from history
 * before its script ran) changes the address unseen, and the page then shows the previous entry's list under the
 * new entry's URL until the next navigation. Once the router listens, this compares the two and, when they differ,
 * takes the address as it is (replace: no new history entry). It wraps the page instead of standing beside it: a
 * sibling would make the page a second child, and React's ids (useId) count such forks, so the page's ids would no
 * longer be those of the server's router, which has none, and hydration would find them changed.
 */
function FollowAddressBar({ children }: { children?: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  // Once, on mount: a passive effect runs after every layout effect of the commit, the router's subscription included.
  useEffect(() => {
    const { pathname, search, hash } = window.location;
    if (pathname !== location.pathname || search !== location.search || hash !== location.hash) {
      void navigate(`${pathname}${search}${hash}`, { replace: true, state: (window.history.state as { usr?: unknown } | null)?.usr });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the address is compared once, when the router starts
  }, []);
  return children;
}

/** The browser router of the shell: react-router's, and in step with the address bar from its first commit on. */
export function BrowserRouter({ children }: { children?: ReactNode }) {
  return (
    <ReactRouterBrowserRouter>
      <FollowAddressBar>{children}</FollowAddressBar>
    </ReactRouterBrowserRouter>
  );
}
