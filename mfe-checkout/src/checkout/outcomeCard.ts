import type { Theme } from '@emotion/react';

/** The card that says how a checkout ended (an order placed, a payment received or not): one look for every outcome. */
export const outcomeCard = (t: Theme) => ({
  maxWidth: 640,
  margin: '48px auto',
  textAlign: 'center' as const,
  padding: '40px 24px',
  background: t.colors.paper,
  border: `1px solid ${t.colors.line}`,
  borderRadius: t.radius.lg,
  boxShadow: t.shadow.card,
});

/** The outcome's heading, focused when it appears so screen readers announce it. */
export const outcomeHeading = { fontSize: 'clamp(1.6rem, 4vw, 2.2rem)' };
