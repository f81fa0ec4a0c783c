import { Global, css } from '@emotion/react';
import { fontFaces } from './fonts';
import { theme } from './theme';

const styles = css`
  ${fontFaces}
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
  }
  body {
    margin: 0;
    font-family: ${theme.fonts.body};
    color: ${theme.colors.ink};
    background: ${theme.colors.canvas};
    line-height: 1.6;
    -webkit-font-smoothing: antialiased;
  }
  h1,
  h2,
  h3,
  h4 {
    font-family: ${theme.fonts.heading};
    line-height: 1.25;
    margin: 0 0 0.5em;
  }
  img {
    max-width: 100%;
    height: auto;
    display: block;
  }
  a {
    color: ${theme.colors.primary};
  }
  :focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
    border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
    }
  }
`;

export function GlobalStyles() {
  return <Global styles={styles} />;
}
