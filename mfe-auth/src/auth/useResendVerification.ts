import { TOAST } from '@kingside/contracts';
import { useToast } from '@kingside/ui';
import { useCallback } from 'react';
import { useAuthResendVerificationMutation } from '../api/authApi';
import { failureMessage } from '../api/failure';
import { COPY } from './copy';

/** POST /api/auth/resend-verification with the toasts of docs/spec.md §8. Resolves true when the request was accepted. */
export function useResendVerification() {
  const toast = useToast();
  const [mutate, { isLoading }] = useAuthResendVerificationMutation();
  const resend = useCallback(
    async (email: string) => {
      try {
        await mutate({ email }).unwrap();
        toast.success(TOAST.verificationEmailSent, COPY.newLinkSent);
        return true;
      } catch (error) {
        toast.error(TOAST.resendFailed, failureMessage(error, COPY.tryAgain));
        return false;
      }
    },
    [mutate, toast],
  );
  return { resend, isSending: isLoading };
}
