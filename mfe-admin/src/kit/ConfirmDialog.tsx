import { Button, buttonStyle } from '@kingside/ui';
import { Dialog } from '@kingside/ui/parts';
import { useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { KIT_COPY } from './copy';

/**
 * A yes/no question in a modal dialog (the ui's native <dialog>: the browser keeps focus inside and makes the
 * page behind it inert). Focus starts on the safe answer, Escape is the safe answer, and focus goes back to
 * whatever had it when the dialog opened, also where the browser does not restore it itself.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel = KIT_COPY.cancel,
  destructive = false,
  busy = false,
  onConfirm,
  onCancel,
  children,
}: {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel?: string;
  destructive?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** more to ask before the answer (a note to add, …), between the question and the buttons */
  children?: ReactNode;
}) {
  const cancelRef = useRef<HTMLButtonElement>(null);

  // A layout effect: it runs before the dialog's showModal (a passive effect), so `activeElement` is still the opener.
  useLayoutEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    cancelRef.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onCancel();
  };

  return (
    <Dialog open={open} onClose={onCancel} title={title} description={description}>
      {children}
      <div onKeyDown={onKeyDown} css={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 12, marginTop: 20 }}>
        <button ref={cancelRef} type="button" css={buttonStyle('outline')} onClick={onCancel}>
          {cancelLabel}
        </button>
        <Button variant={destructive ? 'danger' : 'primary'} onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
