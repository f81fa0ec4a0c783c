import type { ReactNode } from 'react';

/**
 * Something the admin must read before going on (role="alert", in the danger colours): a load that failed, a
 * change someone else made first, a refusal, with its way out (Try again, Reload) beside it. Spacing around it
 * is the caller's (`css`).
 */
export function AlertPanel({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div
      role="alert"
      className={className}
      css={(t) => ({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 12,
        padding: 16,
        color: t.colors.danger,
        background: t.colors.dangerSoft,
        border: `1px solid ${t.colors.danger}`,
        borderRadius: t.radius.md,
        overflowWrap: 'anywhere',
      })}
    >
      {children}
    </div>
  );
}
