import { useEffect, useRef } from 'react';

/**
 * A native <dialog> shown as a modal while `open` is true, and closed when it turns false: the browser then traps
 * focus, closes it on Escape and gives focus back to its opener. Where showModal is missing (jsdom), the open
 * attribute stands in. Returns the ref to put on the <dialog>.
 */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);
  return ref;
}
