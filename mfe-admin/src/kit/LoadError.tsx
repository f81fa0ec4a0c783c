import { Button } from '@kingside/ui';
import { AlertPanel } from './AlertPanel';
import { KIT_COPY } from './copy';

/** A load failure with the spec's message and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <AlertPanel>
      <span>{message}</span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {KIT_COPY.tryAgain}
      </Button>
    </AlertPanel>
  );
}
