import { formErrors, loadedFormRules, loadFormRules, type FormRules } from '@kingside/ui';
import { useCallback, useMemo, useState } from 'react';
import {
  CHECKOUT_FIELDS,
  EMPTY_CHECKOUT,
  SHIPPING_FIELDS,
  validateCheckout,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutValues,
} from './checkoutForm';
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
 *
 * The rules (joi) are not part of the page: `preload` fetches them when the visitor first focuses the form, and
 * `submit` waits for them at the latest. Until they are here no field has a message; should they not come at all
 * (offline), the submit goes on and the server checks the shipping fields itself.
 *
 * `withCard` false (Stripe's checkout, issue 33): there are no card fields, so none of their messages counts.
 */
export function useCheckoutForm(withCard = true) {
  const [values, setValues] = useState<CheckoutValues>(EMPTY_CHECKOUT);
  const [visited, setVisited] = useState<ReadonlySet<CheckoutField>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [rules, setRules] = useState<FormRules | null>(loadedFormRules);
  const check = useCallback(
    (loaded: FormRules): CheckoutErrors => {
      const found = validateCheckout(loaded, values);
      return withCard ? found : Object.fromEntries(SHIPPING_FIELDS.filter((field) => found[field]).map((field) => [field, found[field]]));
    },
    [values, withCard],
  );
  const errors = useMemo<CheckoutErrors>(() => (rules ? check(rules) : {}), [rules, check]);

  /** For the form's onFocus: the rules are fetched (once), so a field left can show its message. */
  const preload = useCallback(() => {
    loadFormRules().then(setRules, () => undefined);
  }, []);

  const change = useCallback((field: CheckoutField, input: string) => {
    setValues((previous) => ({ ...previous, [field]: masked(field, input, previous[field]) }));
  }, []);

  const leave = useCallback(
    (field: CheckoutField) => {
      if (values[field] !== '') setVisited((previous) => (previous.has(field) ? previous : new Set(previous).add(field)));
    },
    [values],
  );

  /** Waits for the rules, marks the form submitted; resolves to the first invalid field, or null when the form is valid. */
  const submit = useCallback(async (): Promise<CheckoutField | null> => {
    const found = await formErrors<CheckoutValues>(check);
    setRules(loadedFormRules());
    setSubmitted(true);
    return CHECKOUT_FIELDS.find((field) => found[field]) ?? null;
  }, [check]);

  const errorFor = (field: CheckoutField) => (submitted || visited.has(field) ? errors[field] : undefined);

  return { values, change, leave, preload, submit, errorFor };
}

export type CheckoutFormState = ReturnType<typeof useCheckoutForm>;
