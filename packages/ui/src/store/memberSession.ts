import type { UnknownAction } from '@reduxjs/toolkit';
import { errorStatus } from './baseQuery';
import { signedOut } from './slices';
import type { RootState } from './store';

/** What RTK Query hands an endpoint's onQueryStarted, as far as this needs it. */
interface QueryLifecycle {
  dispatch: (action: UnknownAction) => unknown;
  getState: () => unknown;
  queryFulfilled: Promise<unknown>;
}

/**
 * The onQueryStarted of an endpoint read with a member's token (their orders, their progress): a 401 means the token
 * is dead, and the session is cleared, as a 401 from /api/auth/me clears it (docs/spec.md §4.9), unless another
 * member has signed in meanwhile.
 */
export async function signOutWhenTokenRefused(token: string, { dispatch, getState, queryFulfilled }: QueryLifecycle): Promise<void> {
  try {
    await queryFulfilled;
  } catch (failure) {
    const error = (failure as { error?: unknown }).error;
    if (errorStatus(error) === 401 && (getState() as RootState).session.authToken === token) dispatch(signedOut());
  }
}
