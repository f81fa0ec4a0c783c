// @ts-check
/**
 * A loader for react-router's production build (common.js's REACT_ROUTER_PRODUCTION), so that what the apps do not use
 * of it is left out of the bundles. The package is one module of some 11,000 lines, which webpack tree-shakes by
 * dropping the top-level declarations nothing uses; two things in its production build keep some of them anyway:
 * - components made by a call (`var Form = React10.forwardRef(...)`, a `React.memo`, a context) that does not say it is
 *   free of side effects: a minifier must keep a call it cannot prove pure, and with it everything the call names
 *   (Form brought useSubmit, its form-data encoding and the framework's action paths);
 * - their `X.displayName = "X"` lines (read by React's development tools only, never in production), each a use of X.
 * So each such call gets the pure mark (`@__PURE__`) the rest of the file already has, and the displayName lines go.
 * What the apps use is unchanged (e2e/platform covers the router); what is left out is Form, ScrollRestoration,
 * HistoryRouter and the framework parts only they reached, 4.5 KB of minified code on every first visit.
 * @this {import('webpack').LoaderContext<unknown>}
 * @param {string} source
 */
module.exports = function reactRouterLoader(source) {
  return source
    .replace(/^var ([\w$]+) = (React\d*\.(?:forwardRef|memo|createContext)|Symbol)\(/gm, 'var $1 = /* @__PURE__ */ $2(')
    .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '');
};
