import { css, type Theme } from '@emotion/react';

/** A text-styled link look for secondary actions (Forgot password?, Back to Sign In). */
export const quietLink = (theme: Theme) => css`
  color: ${theme.colors.primary};
  font-weight: 600;
  font-size: 0.9rem;
  text-decoration: underline;
  text-underline-offset: 2px;
`;

export const panelHeading = css`
  font-size: 1.5rem;
  margin-bottom: 8px;
`;

export const lead = (theme: Theme) => css`
  color: ${theme.colors.inkSoft};
  margin: 0 0 20px;
`;
