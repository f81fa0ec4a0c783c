import { TOAST } from '@kingside/contracts';
import { Button } from '@kingside/ui';

/** docs/spec.md §8: the cart could not be loaded; a full reload is the one remedy offered. */
export function CartLoadError() {
  return (
    <div
      role="alert"
      css={(t) => ({
        textAlign: 'center',
        padding: '48px 24px',
        background: t.colors.dangerSoft,
        border: `1px solid ${t.colors.danger}`,
        borderRadius: t.radius.lg,
      })}
    >
      <p css={{ marginTop: 0, fontWeight: 600 }}>{TOAST.cartLoadError}</p>
      <Button onClick={() => window.location.reload()}>Reload Page</Button>
    </div>
  );
}
