import { css, type Theme } from '@emotion/react';
import { useCallback, useEffect, useMemo } from 'react';
import { toastAdded, toastDismissed, type ToastMessage } from '../store/slices';
import { useAppDispatch, useAppSelector } from '../store/store';

/**
 * `toast.success(title, description)` and `toast.error(title, description)`. Every non-success toast
 * uses the destructive variant (docs/spec.md §8).
 */
export function useToast() {
  const dispatch = useAppDispatch();
  const success = useCallback(
    (title: string, description?: string) => dispatch(toastAdded({ title, description, variant: 'success' })),
    [dispatch],
  );
  const error = useCallback(
    (title: string, description?: string) => dispatch(toastAdded({ title, description, variant: 'destructive' })),
    [dispatch],
  );
  return useMemo(() => ({ success, error }), [success, error]);
}

const toastStyle = (theme: Theme) => css`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  width: min(380px, calc(100vw - 32px));
  padding: 14px 16px;
  border-radius: ${theme.radius.md};
  box-shadow: ${theme.shadow.raised};
  background: ${theme.colors.paper};
  color: ${theme.colors.ink};
  border: 1px solid ${theme.colors.line};
  &[data-variant='destructive'] {
    background: ${theme.colors.danger};
    border-color: ${theme.colors.danger};
    color: #fff;
  }
`;

function ToastItem({ toast }: { toast: ToastMessage }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const timer = setTimeout(() => dispatch(toastDismissed(toast.id)), toast.duration);
    return () => clearTimeout(timer);
  }, [dispatch, toast.id, toast.duration]);
  return (
    <li css={toastStyle} data-variant={toast.variant} data-testid="toast">
      <div css={{ flex: 1 }}>
        <p css={{ margin: 0, fontWeight: 700 }}>{toast.title}</p>
        {toast.description ? <p css={{ margin: '2px 0 0', fontSize: '0.9rem' }}>{toast.description}</p> : null}
      </div>
      <button
        type="button"
        aria-label="Dismiss notification"
        onClick={() => dispatch(toastDismissed(toast.id))}
        css={{ background: 'transparent', border: 0, color: 'inherit', cursor: 'pointer', fontSize: '1.2rem', lineHeight: 1 }}
      >
        ×
      </button>
    </li>
  );
}

/** Where toasts appear: a polite live region, bottom right (docs/spec.md §9: at most one at a time). */
export function Toaster() {
  const toasts = useAppSelector((state) => state.toasts.items);
  return (
    <section aria-label="Notifications" aria-live="polite" css={{ position: 'fixed', right: 16, bottom: 16, zIndex: 1000 }}>
      <ol css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ol>
    </section>
  );
}
