import { useCallback, useMemo, useState } from 'react';
import { CHECKOUT_FIELDS, EMPTY_CHECKOUT, validateCheckout, type CheckoutField, type CheckoutValues } from './checkoutForm';
import { maskCardNumber, maskCvv, maskExpiry } from './masks';

function masked(field: CheckoutField, input: string, previous: string): string {
  if (field === 'cardNumber') return maskCardNumber(input);
  if (field === 'expiryDate') return maskExpiry(input, previous);
  if (field === 'cvv') return maskCvv(input);
  return input;
}

/**
 * The checkout form's state. A field's message shows once the visitor has typed in it and left it, or
 * after a first submission (tabbing through an empty form does not shout); from then on it follows
 * every keystroke. Values survive failed submissions: nothing typed is ever cleared here.
 */
export function useCheckoutForm() {
  const [values, setValues] = useState<CheckoutValues>(EMPTY_CHECKOUT);
  const [visited, setVisited] = useState<ReadonlySet<CheckoutField>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const errors = useMemo(() => validateCheckout(values), [values]);

  const change = useCallback((field: CheckoutField, input: string) => {
    setValues((previous) => ({ ...previous, [field]: masked(field, input, previous[field]) }));
  }, []);

  const leave = useCallback(
    (field: CheckoutField) => {
      if (values[field] !== '') setVisited((previous) => (previous.has(field) ? previous : new Set(previous).add(field)));
    },
    [values],
  );

  /** Marks the form submitted; returns the first invalid field, or null when the form is valid. */
  const submit = useCallback((): CheckoutField | null => {
    setSubmitted(true);
    return CHECKOUT_FIELDS.find((field) => errors[field]) ?? null;
  }, [errors]);

  const errorFor = (field: CheckoutField) => (submitted || visited.has(field) ? errors[field] : undefined);

  return { values, change, leave, submit, errorFor };
}

export type CheckoutFormState = ReturnType<typeof useCheckoutForm>;
