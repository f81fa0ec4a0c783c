import { PROMOTION_MESSAGES } from '@kingside/contracts';
import { buttonStyle, serverMessage } from '@kingside/ui';
import { useState, type RefObject } from 'react';
import { useCheckoutRemoveDiscountCodeMutation } from '../cart/discountApi';
import { DISCOUNT_COPY } from '../cart/discountCopy';

/**
 * The checkout's way out of the cart's discount code (issue 44, docs/spec.md §2.10): **Remove code** on the line
 * "Discount ({code})", through the cart's own `DELETE /api/cart/{id}/discount-code` (the cart's mutation, which writes
 * the cart the api answers into getCart's entry, so the line and the total follow). Done: "Code removed." is
 * announced and focus goes to `focusAfter` (the summary's heading), since the button leaves with its line.
 */
export function useRemoveDiscount(cartId: string, focusAfter: RefObject<HTMLElement | null>) {
  const [remove, removing] = useCheckoutRemoveDiscountCodeMutation();
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState('');
  const run = async () => {
    if (removing.isLoading) return;
    setError(undefined);
    setStatus('');
    try {
      await remove({ cartId }).unwrap();
      setStatus(PROMOTION_MESSAGES.removed);
      focusAfter.current?.focus();
    } catch (failure) {
      setError(serverMessage(failure, DISCOUNT_COPY.removeFailed));
    }
  };
  return { run, removing: removing.isLoading, error, status };
}

/** The button under the discount line, described by the line's label ("Discount (SPRING10)"), and its refusal. */
export function RemoveDiscountButton({
  labelId,
  removal,
  disabled,
}: {
  labelId: string;
  removal: ReturnType<typeof useRemoveDiscount>;
  disabled: boolean;
}) {
  return (
    <>
      <button
        type="button"
        aria-describedby={labelId}
        css={buttonStyle('outline', 'sm')}
        disabled={disabled || removal.removing}
        onClick={() => void removal.run()}
      >
        {removal.removing ? DISCOUNT_COPY.removing : DISCOUNT_COPY.remove}
      </button>
      {removal.error ? (
        <p role="alert" css={(t) => ({ margin: '4px 0 0', color: t.colors.danger, fontSize: '0.85rem' })}>
          {removal.error}
        </p>
      ) : null}
    </>
  );
}
