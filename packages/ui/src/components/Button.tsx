import { css, type Theme } from '@emotion/react';
import type { ButtonHTMLAttributes, ComponentProps } from 'react';
import { Link } from '../links';
import { usePrerendering } from '../prerendering';
import { EARLY_ATTRIBUTE } from '../earlyActions';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

/** The one button look, shared by <Button> and <ButtonLink> so links that act as buttons match them. */
export function buttonStyle(variant: ButtonVariant = 'primary', size: ButtonSize = 'md') {
  return (theme: Theme) => {
    const pad = { sm: '6px 12px', md: '10px 18px', lg: '14px 26px' }[size];
    const font = { sm: '0.875rem', md: '0.95rem', lg: '1.05rem' }[size];
    const palette = {
      primary: { bg: theme.colors.primary, fg: theme.colors.primaryInk, border: theme.colors.primary, hover: theme.colors.primaryDark },
      secondary: { bg: theme.colors.accentStrong, fg: '#fff', border: theme.colors.accentStrong, hover: '#744c12' },
      outline: { bg: 'transparent', fg: theme.colors.primary, border: theme.colors.primary, hover: theme.colors.accentSoft },
      ghost: { bg: 'transparent', fg: theme.colors.ink, border: 'transparent', hover: 'rgba(28,35,33,.06)' },
      danger: { bg: theme.colors.danger, fg: '#fff', border: theme.colors.danger, hover: '#912018' },
    }[variant];
    return css`
      display: inline-flex;
      align-items: center;
      justify-content: center;
      gap: 8px;
      padding: ${pad};
      font: inherit;
      font-size: ${font};
      font-weight: 600;
      line-height: 1.2;
      color: ${palette.fg};
      background: ${palette.bg};
      border: 2px solid ${palette.border};
      border-radius: ${theme.radius.md};
      text-decoration: none;
      cursor: pointer;
      transition:
        background 0.15s ease,
        transform 0.05s ease;
      &:hover:not(:disabled) {
        background: ${palette.hover};
        ${variant === 'primary' || variant === 'danger' ? `border-color: ${palette.hover};` : ''}
      }
      &:active:not(:disabled) {
        transform: translateY(1px);
      }
      &:disabled {
        opacity: 0.55;
        cursor: not-allowed;
      }
    `;
  };
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant, size, type = 'button', ...rest }: ButtonProps) {
  // Pre-rendered: nothing happens on a press until the live page replaces this one (prerendering.ts), unless the
  // early-input script holds the press for the live page (useEarlyProps, earlyActions.ts). A submit button works:
  // its form is a real GET form (a search), or one the early-input script holds.
  const inert = usePrerendering() && type === 'button' && !(EARLY_ATTRIBUTE in rest);
  return <button type={type} css={buttonStyle(variant, size)} {...rest} aria-disabled={inert || rest['aria-disabled']} />;
}

export interface ButtonLinkProps extends ComponentProps<typeof Link> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function ButtonLink({ variant, size, ...rest }: ButtonLinkProps) {
  return <Link css={buttonStyle(variant, size)} {...rest} />;
}
