import { MARKETING_API } from '@kingside/contracts';
import { api, bearer, selectAuthToken, selectCartId, skipToken, useAppSelector, useGetCartQuery } from '@kingside/ui';
import { useEffect, useRef } from 'react';

/** PUT /api/me/cart: tells the api which cart a signed-in member's browser holds (docs/spec.md §7.20). */
const memberCartApi = api.injectEndpoints({
  endpoints: (build) => ({
    shellLinkMemberCart: build.mutation<void, { token: string; cartId: string }>({
      query: ({ token, cartId }) => ({ url: MARKETING_API.memberCart, method: 'PUT', headers: bearer(token), body: { cartId } }),
    }),
  }),
  overrideExisting: 'throw',
});

/**
 * The cart a signed-in member's browser holds is theirs (docs/spec.md §7.20): the one an abandoned-cart reminder is
 * about, if they opted in. Sent once per member and cart, once the api has answered the cart (a cart it no longer
 * knows is replaced first); a failure is let go, the next sign-in or cart sends it again.
 */
export function useMemberCart() {
  const cartId = useAppSelector(selectCartId);
  const token = useAppSelector(selectAuthToken);
  const { data: cart } = useGetCartQuery(cartId ?? skipToken);
  const [link] = memberCartApi.useShellLinkMemberCartMutation();
  const linked = useRef<string | null>(null);
  const known = cart?.id === cartId ? cartId : null;
  useEffect(() => {
    if (!token || !known) return;
    const key = `${token} ${known}`;
    if (linked.current === key) return;
    linked.current = key;
    void link({ token, cartId: known });
  }, [token, known, link]);
}
