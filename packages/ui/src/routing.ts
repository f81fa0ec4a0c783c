/**
 * The router API the shell and the remotes use, re-exported from react-router-dom (which in v7 re-exports
 * react-router) rather than imported by each app. Two reasons:
 * - One router: links rendered by a remote must reach the shell's BrowserRouter, so every app has to use
 *   the same copy of react-router. `@kingside/ui` is a shared singleton, so whatever it re-exports is too.
 * - Weight: Module Federation cannot tree-shake a package it shares (any consumer might need any export),
 *   and react-router 7 shared whole is ~52 KB compressed. Bundled here, only what is listed below ships.
 * ESLint forbids importing react-router(-dom) outside this package (eslint.config.mjs); a new need is a new
 * line here. MemoryRouter, the server's and the tests' router, is in the main entry only (index.ts), not shared.
 */
export { BrowserRouter } from './BrowserRouter';
export { Link, NavLink } from './links';
export {
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useOutletContext,
  useParams,
  useSearchParams,
  // A declarative router (the shell's BrowserRouter) has no useBlocker, which needs a data router: the admin
  // forms' unsaved-changes guard holds navigations at the navigator this context carries instead.
  UNSAFE_NavigationContext,
  type Navigator,
} from 'react-router-dom';
