import styled from '@emotion/styled';

/** Page-width wrapper with the site's gutters. */
export const Container = styled.div`
  max-width: ${(p) => p.theme.maxWidth};
  margin: 0 auto;
  padding: 0 ${(p) => p.theme.space(4)};
  ${(p) => p.theme.breakpoints.md} {
    padding: 0 ${(p) => p.theme.space(6)};
  }
`;

export const Card = styled.article`
  background: ${(p) => p.theme.colors.paper};
  border: 1px solid ${(p) => p.theme.colors.line};
  border-radius: ${(p) => p.theme.radius.lg};
  box-shadow: ${(p) => p.theme.shadow.card};
  overflow: hidden;
  display: flex;
  flex-direction: column;
`;

export const CardBody = styled.div`
  padding: ${(p) => p.theme.space(5)};
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  flex: 1;
`;

export const Badge = styled.span<{ tone?: 'neutral' | 'accent' | 'success' | 'danger' }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${(p) => p.theme.radius.pill};
  font-size: 0.78rem;
  font-weight: 700;
  letter-spacing: 0.02em;
  color: ${(p) => ({ neutral: p.theme.colors.inkSoft, accent: '#7a4f10', success: p.theme.colors.success, danger: p.theme.colors.danger })[p.tone ?? 'neutral']};
  background: ${(p) => ({ neutral: '#eef0ee', accent: p.theme.colors.accentSoft, success: '#e7f5ee', danger: p.theme.colors.dangerSoft })[p.tone ?? 'neutral']};
`;

/** A responsive grid of cards: one column on phones, up to `columns` on wide screens. */
export const Grid = styled.div<{ columns?: number }>`
  display: grid;
  gap: ${(p) => p.theme.space(6)};
  grid-template-columns: 1fr;
  ${(p) => p.theme.breakpoints.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${(p) => p.theme.breakpoints.lg} {
    grid-template-columns: repeat(${(p) => p.columns ?? 3}, minmax(0, 1fr));
  }
`;

export const Section = styled.section`
  padding: ${(p) => p.theme.space(12)} 0;
`;

export const PageHeading = styled.h1`
  font-size: clamp(1.8rem, 4vw, 2.6rem);
  margin: ${(p) => p.theme.space(10)} 0 ${(p) => p.theme.space(4)};
`;
