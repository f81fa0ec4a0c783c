import { TRAINING_COPY } from '@kingside/contracts/training';
import { Card, CardBody, FederatedSlot } from '@kingside/ui';

/**
 * "Train with": the equipment a position trains with, drawn by the shop's own teaser and isolated as the course page's
 * Practise at home (docs/architecture.md §7.5): loaded as it nears the viewport, and a failing shop fails this card alone.
 */
export function TrainsWith({ productIds }: { productIds: readonly number[] }) {
  if (productIds.length === 0) return null;
  return (
    <section aria-labelledby="trains-with-heading" css={{ marginTop: 32 }}>
      <Card>
        <CardBody>
          <h2 id="trains-with-heading" css={{ fontSize: '1.25rem' }}>
            {TRAINING_COPY.trainsWith}
          </h2>
          <FederatedSlot remote="shop" module="./ProductTeaser" props={{ productIds }} compact deferUntilVisible />
        </CardBody>
      </Card>
    </section>
  );
}
