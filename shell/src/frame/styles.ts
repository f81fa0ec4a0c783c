import { css, type Theme } from '@emotion/react';

export const navLinkStyle = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 8px 10px;
  border-radius: ${theme.radius.sm};
  color: #e8efe9;
  text-decoration: none;
  font-weight: 600;
  font-size: 0.95rem;
  white-space: nowrap;
  &:hover {
    background: rgba(255, 255, 255, 0.08);
  }
  &.active {
    color: #fff;
    box-shadow: inset 0 -2px 0 ${theme.colors.accent};
  }
`;
