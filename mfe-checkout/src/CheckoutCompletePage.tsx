import { ROUTES, pageTitle, type CheckoutPaymentState } from '@kingside/contracts';
import { CHECKOUT_SESSION_PARAM, PAYMENT_MESSAGES, PAYMENT_POLL } from '@kingside/contracts/payments';
import {
  ButtonLink,
  cartIdChanged,
  Container,
  useAppDispatch,
  useCreateCartMutation,
  useDocumentTitle,
  useSearchParams,
} from '@kingside/ui';
import { useEffect, useRef, useState } from 'react';
import { outcomeCard, outcomeHeading } from './checkout/outcomeCard';
import { paymentsApi, useCheckoutPaymentStateQuery } from './payments/paymentsApi';

/** Statuses an order has once its payment was confirmed (it may have moved on by the time the page asks). */
const PAID = new Set(['paid', 'shipped', 'delivered']);

/** sessionStorage: the sessions whose paid order already replaced the cart here (a reload must not replace it again). */
const FRESH_CART_KEY = (sessionId: string) => `kingside:paid-session:${sessionId}`;

type Outcome = 'waiting' | 'paid' | 'expired' | 'notFound' | 'timedOut';

function outcomeOf(state: CheckoutPaymentState | undefined, failed: boolean, timedOut: boolean): Outcome {
  if (state && PAID.has(state.status)) return 'paid';
  if (state && (state.status === 'cancelled' || state.paymentStatus === 'expired')) return 'expired';
  if (failed && !state) return 'notFound';
  return timedOut ? 'timedOut' : 'waiting';
}

/** Once paid: a fresh cart replaces the one the order came from (kept until now, so Cancel on Stripe's page found it). */
function useFreshCartOnce(sessionId: string, paid: boolean) {
  const dispatch = useAppDispatch();
  const [createCart] = useCreateCartMutation();
  const done = useRef(false);
  useEffect(() => {
    if (!paid || done.current) return;
    done.current = true;
    if (sessionStorage.getItem(FRESH_CART_KEY(sessionId))) return;
    sessionStorage.setItem(FRESH_CART_KEY(sessionId), '1');
    createCart()
      .unwrap()
      .then(({ id }) => dispatch(cartIdChanged(id)))
      .catch((failure: unknown) => console.error('Could not create a new cart after the payment', failure));
  }, [createCart, dispatch, paid, sessionId]);
}

/**
 * /checkout/complete?session_id=… (issue 33, docs/spec.md §4.6): where Stripe's hosted page sends the shopper once
 * they have paid. The order's payment state is read through the Checkout Session id in the URL (never the order
 * id), every PAYMENT_POLL.intervalMs until Stripe's webhook has marked it paid, for PAYMENT_POLL.maxWaitMs at most.
 */
export default function CheckoutCompletePage() {
  useDocumentTitle(pageTitle('Payment'));
  const [params] = useSearchParams();
  const sessionId = params.get(CHECKOUT_SESSION_PARAM) ?? '';
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), PAYMENT_POLL.maxWaitMs);
    return () => clearTimeout(timer);
  }, []);
  // What is cached already decides whether to go on asking: once paid, expired or unknown there is nothing to wait for.
  const cached = paymentsApi.endpoints.checkoutPaymentState.useQueryState(sessionId, { skip: sessionId === '' });
  const settled = outcomeOf(cached.data, cached.isError, false) !== 'waiting';
  const { data, isError } = useCheckoutPaymentStateQuery(sessionId, {
    skip: sessionId === '',
    pollingInterval: settled || timedOut ? 0 : PAYMENT_POLL.intervalMs,
    skipPollingIfUnfocused: false,
  });
  const outcome: Outcome = sessionId === '' ? 'notFound' : outcomeOf(data, isError, timedOut);
  useFreshCartOnce(sessionId, outcome === 'paid');

  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [outcome]);

  const title =
    outcome === 'paid'
      ? PAYMENT_MESSAGES.paymentReceived
      : outcome === 'expired'
        ? PAYMENT_MESSAGES.expiredTitle
        : outcome === 'notFound'
          ? PAYMENT_MESSAGES.notFound
          : PAYMENT_MESSAGES.waiting;
  const text =
    outcome === 'paid' && data
      ? PAYMENT_MESSAGES.paymentReceivedText(data.orderId)
      : outcome === 'expired'
        ? PAYMENT_MESSAGES.expired
        : outcome === 'timedOut'
          ? PAYMENT_MESSAGES.waitTimedOut
          : null;
  return (
    <Container>
      <div data-testid="checkout-complete" data-outcome={outcome} css={outcomeCard}>
        <div role="status">
          <h1 ref={heading} tabIndex={-1} css={outcomeHeading}>
            {title}
          </h1>
          {text ? <p css={(t) => ({ color: t.colors.inkSoft, marginBottom: 28 })}>{text}</p> : null}
        </div>
        {outcome === 'expired' ? (
          <ButtonLink to={ROUTES.cart}>Back to Cart</ButtonLink>
        ) : outcome === 'waiting' ? null : (
          <ButtonLink to={ROUTES.shop}>Continue Shopping</ButtonLink>
        )}
      </div>
    </Container>
  );
}
