import { Button, serverMessage, useToast, type ButtonVariant } from '@kingside/ui';
import { useState, type ReactNode } from 'react';
import { useAdminAuthFailure } from '../session/useAdminAuthFailure';
import { ConfirmDialog } from './ConfirmDialog';
import { KIT_COPY } from './copy';

export interface ConfirmedActionProps {
  /** the button's text, and the dialog's confirming button's unless `confirmLabel` */
  label: string;
  title: string;
  description: string;
  confirmLabel?: string;
  cancelLabel?: string;
  destructive?: boolean;
  variant?: ButtonVariant;
  /** the action; its toast says `success` (and what it returns, as the description) */
  run(): Promise<string | void>;
  success: string;
  /** the failure toast's title; the description is the server's message */
  failure: string;
  children?: ReactNode;
}

/**
 * A button whose action is asked for first (ConfirmDialog), then done with a toast of the outcome: the
 * server's message on failure, the sign-out of a 401/403. Every irreversible or account-changing action of
 * the back office goes through it.
 */
export function ConfirmedAction({
  label,
  title,
  description,
  confirmLabel = label,
  cancelLabel,
  destructive = false,
  variant,
  run,
  success,
  failure,
  children,
}: ConfirmedActionProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const authFailure = useAdminAuthFailure();

  const confirm = async () => {
    setBusy(true);
    try {
      const detail = await run();
      toast.success(success, detail ?? undefined);
    } catch (error) {
      if (!authFailure(error)) toast.error(failure, serverMessage(error, KIT_COPY.tryAgainLater));
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    <>
      <Button variant={variant ?? (destructive ? 'danger' : 'outline')} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        title={title}
        description={description}
        confirmLabel={confirmLabel}
        {...(cancelLabel ? { cancelLabel } : {})}
        destructive={destructive}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      >
        {children}
      </ConfirmDialog>
    </>
  );
}
