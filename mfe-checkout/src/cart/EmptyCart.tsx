import { ROUTES } from '@kingside/contracts';
import { ButtonLink } from '@kingside/ui';

/** The empty cart (docs/spec.md §2 /checkout state 2), also what /cart shows without items. */
export function EmptyCart({ title = 'Your cart is empty', description }: { title?: string; description: string }) {
  return (
    <div
      data-testid="empty-cart"
      css={(t) => ({
        textAlign: 'center',
        padding: '56px 24px',
        background: t.colors.paper,
        border: `1px solid ${t.colors.line}`,
        borderRadius: t.radius.lg,
      })}
    >
      <h2 css={{ fontSize: '1.5rem' }}>{title}</h2>
      <p css={(t) => ({ color: t.colors.inkSoft, marginBottom: 24 })}>{description}</p>
      <ButtonLink to={ROUTES.shop}>Continue Shopping</ButtonLink>
    </div>
  );
}
