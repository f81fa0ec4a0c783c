import { ORDER_STATUS_LABELS, type OrderStatus } from '@kingside/contracts';
import { Badge } from '@kingside/ui';

const TONE: Record<OrderStatus, 'neutral' | 'accent' | 'success' | 'danger'> = {
  pending: 'neutral',
  paid: 'accent',
  shipped: 'accent',
  delivered: 'success',
  cancelled: 'danger',
  refunded: 'danger',
};

/** An order's status as a badge, its name always in words (the colour only repeats it). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={TONE[status]}>{ORDER_STATUS_LABELS[status]}</Badge>;
}
