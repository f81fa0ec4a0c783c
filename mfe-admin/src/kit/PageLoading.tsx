import { Skeleton } from '@kingside/ui';

/** A screen's record still loading: a placeholder of the page's height, and what is loading said to screen readers. */
export function PageLoading({ message }: { message: string }) {
  return (
    <div>
      <Skeleton height={320} />
      <span className="visually-hidden" role="status">
        {message}
      </span>
    </div>
  );
}
