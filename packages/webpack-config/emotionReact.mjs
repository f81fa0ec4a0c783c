// @emotion/react as the production browser builds share it (common.js's sharedSingletons): the part of it the apps use.
// A shared module ships whole, as any app might use any of its exports, and @emotion/react's whole holds withTheme
// (with hoist-non-react-statics and react-is) and ClassNames, which no app uses: 4.3 KB of minified code on every
// first visit. Shared in its place, this file ships whole, and the package behind it only for what it names. Its
// production browser build, by a relative path: a request of `@emotion/react` here would be the shared module itself.
// An app that needs another export of @emotion/react adds it here (the build says "export … was not found" otherwise).
export {
  CacheProvider,
  Global,
  ThemeContext,
  ThemeProvider,
  css,
  keyframes,
  useTheme,
} from '../../node_modules/@emotion/react/dist/emotion-react.browser.esm.js';
