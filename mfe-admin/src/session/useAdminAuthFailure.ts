import { ROUTES } from '@kingside/contracts';
import { ADMIN_MESSAGES } from '@kingside/contracts/admin';
import { errorStatus, useToast, useNavigate } from '@kingside/ui';
import { useCallback, useEffect } from 'react';
import { clearAdminSession } from './adminSession';

/**
 * What an admin call's 401 or 403 means: the token expired or was revoked, or the account is no longer
 * an administrator. Either way the stored sign-in is worthless: clear it, say why, back to /admin/login.
 * Returns true when it handled the error (so the caller shows nothing else).
 */
export function useAdminAuthFailure(): (error: unknown) => boolean {
  const toast = useToast();
  const navigate = useNavigate();
  return useCallback(
    (error: unknown) => {
      const status = errorStatus(error);
      if (status !== 401 && status !== 403) return false;
      clearAdminSession();
      if (status === 401) toast.error(ADMIN_MESSAGES.sessionExpiredTitle, ADMIN_MESSAGES.sessionExpiredDescription);
      else toast.error(ADMIN_MESSAGES.accessDeniedTitle, ADMIN_MESSAGES.accessDeniedDescription);
      navigate(ROUTES.adminLogin, { replace: true });
      return true;
    },
    [toast, navigate],
  );
}

/** A read's failure handled as useAdminAuthFailure does, once it happens (the page shows its own error otherwise). */
export function useAuthFailureOfRead(error: unknown): void {
  const authFailure = useAdminAuthFailure();
  useEffect(() => {
    if (error) authFailure(error);
  }, [error, authFailure]);
}
