import { Button } from '@kingside/ui';
import { KIT_COPY } from './copy';

/** A load failure with the spec's message and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
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
      })}
    >
      <span>{message}</span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {KIT_COPY.tryAgain}
      </Button>
    </div>
  );
}
