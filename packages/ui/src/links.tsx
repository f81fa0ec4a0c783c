import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router-dom';

/**
 * Link and NavLink of the site: an `<a>` with the route's href, whose plain click navigates in the page (react-router's
 * useLinkClickHandler: a click with a modifier key, another button or another target is left to the browser). Not
 * react-router's own components: theirs carry its framework mode's prefetching (`prefetch`, with the route modules'
 * and the data's links it draws, and the server-components paths they reach), which a declarative router never runs
 * and which was 6 KB of minified code on every first visit. What they did that the site uses is here, as they did it:
 * the href, `replace` and `state`, and NavLink's `active` class and aria-current.
 */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** replace the current entry of the history instead of adding one */
  replace?: boolean;
  /** the history entry's state (useLocation().state) */
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

export function Link({ to, replace, state, target, onClick, ref, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, state, target });
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={click} />;
}

export interface NavLinkProps extends LinkProps {
  /** active only at its own path, not below it */
  end?: boolean;
}

/**
 * A Link that knows whether it leads to the page shown (at its path, or below it unless `end`): then it has the class
 * `active` and aria-current="page", as react-router's NavLink (case-insensitive, a trailing slash ignored).
 */
export function NavLink({ to, end = false, className, ...rest }: NavLinkProps) {
  const current = useLocation().pathname.toLowerCase();
  const path = useResolvedPath(to).pathname.toLowerCase();
  const endSlash = path !== '/' && path.endsWith('/') ? path.length - 1 : path.length;
  const active = current === path || (!end && current.startsWith(path) && current.charAt(endSlash) === '/');
  return (
    <Link
      {...rest}
      aria-current={active ? 'page' : undefined}
      className={[className, active ? 'active' : null].filter(Boolean).join(' ') || undefined}
      to={to}
    />
  );
}
