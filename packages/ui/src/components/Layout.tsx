import { css, type Theme } from '@emotion/react';
import type { ComponentPropsWithoutRef, ComponentPropsWithRef } from 'react';

// The site's layout elements, each an element with its style in the `css` prop (a function of the theme). Not
// @emotion/styled: it ships in every first visit with a prop filter (is-prop-valid) these few elements do not need.

const containerStyle = (theme: Theme) => css`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 0 ${theme.space(4)};
  ${theme.breakpoints.md} {
    padding: 0 ${theme.space(6)};
  }
`;

/** Page-width wrapper with the site's gutters. */
export function Container(props: ComponentPropsWithRef<'div'>) {
  return <div css={containerStyle} {...props} />;
}

const cardStyle = (theme: Theme) => css`
  background: ${theme.colors.paper};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  overflow: hidden;
  display: flex;
  flex-direction: column;
`;

/** A card: an article by default, or the element `as` names. */
export function Card({
  as: Element = 'article',
  ...props
}: ComponentPropsWithoutRef<'article'> & { as?: 'article' | 'section' | 'div' | 'figure' }) {
  return <Element css={cardStyle} {...props} />;
}

const cardBodyStyle = (theme: Theme) => css`
  padding: ${theme.space(5)};
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
  flex: 1;
`;

export function CardBody(props: ComponentPropsWithRef<'div'>) {
  return <div css={cardBodyStyle} {...props} />;
}

type Tone = 'neutral' | 'accent' | 'success' | 'danger';

const badgeStyle = (tone: Tone) => (theme: Theme) => css`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${theme.radius.pill};
  font-size: 0.78rem;
  font-weight: 700;
  letter-spacing: 0.02em;
  color: ${{ neutral: theme.colors.inkSoft, accent: '#7a4f10', success: theme.colors.success, danger: theme.colors.danger }[tone]};
  background: ${{ neutral: '#eef0ee', accent: theme.colors.accentSoft, success: '#e7f5ee', danger: theme.colors.dangerSoft }[tone]};
`;

export function Badge({ tone = 'neutral', ...props }: ComponentPropsWithRef<'span'> & { tone?: Tone }) {
  return <span css={badgeStyle(tone)} {...props} />;
}

const gridStyle = (columns: number) => (theme: Theme) => css`
  display: grid;
  gap: ${theme.space(6)};
  grid-template-columns: 1fr;
  ${theme.breakpoints.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${theme.breakpoints.lg} {
    grid-template-columns: repeat(${columns}, minmax(0, 1fr));
  }
`;

/** A responsive grid of cards: one column on phones, up to `columns` on wide screens. */
export function Grid({ columns = 3, ...props }: ComponentPropsWithRef<'div'> & { columns?: number }) {
  return <div css={gridStyle(columns)} {...props} />;
}

const sectionStyle = (theme: Theme) => css`
  padding: ${theme.space(12)} 0;
`;

export function Section(props: ComponentPropsWithRef<'section'>) {
  return <section css={sectionStyle} {...props} />;
}

const pageHeadingStyle = (theme: Theme) => css`
  font-size: clamp(1.8rem, 4vw, 2.6rem);
  margin: ${theme.space(10)} 0 ${theme.space(4)};
`;

export function PageHeading(props: ComponentPropsWithRef<'h1'>) {
  return <h1 css={pageHeadingStyle} {...props} />;
}
