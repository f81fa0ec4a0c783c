import { DISCOUNT_CODE_PATTERN, normalizeDiscountCode, PROMOTION_MESSAGES, type CartDiscount } from '@kingside/contracts';
import { Button, buttonStyle, Input, selectAuthToken, serverMessage, useAppSelector } from '@kingside/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useCheckoutApplyDiscountCodeMutation, useCheckoutRemoveDiscountCodeMutation } from './discountApi';
import { DISCOUNT_COPY } from './discountCopy';

/**
 * The cart's discount code (issue 44, docs/spec.md §2.9, §7.17), in the order summary, drawn only once the cart is read
 * (never by the server: the cart is the browser's). Without a code: the labelled field and **Apply**, the api's refusal
 * under the field (an alert). With one: "Code {code} applied.", the minimum it needs while the subtotal is under it, and
 * **Remove code**. The summary's totals show the line "Discount ({code})" from the cart the api answers.
 */
export function DiscountCode({ cartId, discount }: { cartId: string; discount?: { terms: CartDiscount; applies: boolean } }) {
  const memberToken = useAppSelector(selectAuthToken);
  const [apply, applying] = useCheckoutApplyDiscountCodeMutation();
  const [remove, removing] = useCheckoutRemoveDiscountCodeMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  /** what the last change did, announced: "Code SPRING10 applied." or "Code removed." */
  const [status, setStatus] = useState('');
  const section = useRef<HTMLElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const applied = discount?.terms.code;
  // Focus follows the change: to Remove code once applied, back to the field once removed (after a user's action only).
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    (applied ? removeButton.current : section.current?.querySelector('input'))?.focus();
  }, [applied]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (applying.isLoading) return;
    const typed = normalizeDiscountCode(code);
    setStatus('');
    if (!DISCOUNT_CODE_PATTERN.test(typed)) {
      setError(PROMOTION_MESSAGES.codeFormat);
      return;
    }
    setError(undefined);
    try {
      const cart = await apply({ cartId, code: typed, memberToken }).unwrap();
      moved.current = true;
      setCode('');
      setStatus(PROMOTION_MESSAGES.applied(cart.discount?.code ?? typed));
    } catch (failure) {
      setError(serverMessage(failure, DISCOUNT_COPY.applyFailed));
    }
  };

  const removeCode = async () => {
    setError(undefined);
    setStatus('');
    try {
      await remove({ cartId }).unwrap();
      moved.current = true;
      setStatus(PROMOTION_MESSAGES.removed);
    } catch (failure) {
      setError(serverMessage(failure, DISCOUNT_COPY.removeFailed));
    }
  };

  return (
    <section
      ref={section}
      aria-labelledby={headingId}
      data-testid="discount-code"
      css={(t) => ({ marginTop: 20, paddingTop: 16, borderTop: `1px solid ${t.colors.line}` })}
    >
      <h3 id={headingId} css={{ fontSize: '1rem', margin: '0 0 8px' }}>
        {DISCOUNT_COPY.heading}
      </h3>
      {applied ? (
        <div css={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
          <p css={{ margin: 0, fontWeight: 600 }}>{PROMOTION_MESSAGES.applied(applied)}</p>
          {discount.applies || discount.terms.minSubtotal === null ? null : (
            <p data-testid="discount-minimum" css={(t) => ({ margin: 0, fontSize: '0.9rem', color: t.colors.inkSoft })}>
              {PROMOTION_MESSAGES.minSubtotal(discount.terms.minSubtotal)}
            </p>
          )}
          <button
            ref={removeButton}
            type="button"
            css={buttonStyle('outline', 'sm')}
            disabled={removing.isLoading}
            onClick={() => void removeCode()}
          >
            {removing.isLoading ? DISCOUNT_COPY.removing : DISCOUNT_COPY.remove}
          </button>
          {error ? (
            <p role="alert" css={(t) => ({ margin: 0, color: t.colors.danger, fontSize: '0.85rem' })}>
              {error}
            </p>
          ) : null}
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} css={{ display: 'flex', gap: 8, alignItems: 'start' }}>
          <div css={{ flex: 1, minWidth: 0 }}>
            <Input
              label={DISCOUNT_COPY.label}
              name="discountCode"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={code}
              error={error}
              onChange={(event) => {
                setCode(event.target.value);
                setError(undefined);
              }}
            />
          </div>
          <Button type="submit" variant="outline" disabled={applying.isLoading} css={{ marginTop: 27 }}>
            {applying.isLoading ? DISCOUNT_COPY.applying : DISCOUNT_COPY.apply}
          </Button>
        </form>
      )}
      <p role="status" className="visually-hidden">
        {status}
      </p>
    </section>
  );
}
