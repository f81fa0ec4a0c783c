import { ORDER_STATUS_LABELS, type OrderStatus } from '@kingside/contracts';
import { type ActivityEvent } from '@kingside/contracts/admin';

/** The names of the kinds of item an event can be about, as a sentence starts with them. */
const ENTITY_NAMES: Record<string, string> = {
  product: 'Product',
  lesson: 'Lesson',
  blogPost: 'Blog post',
  order: 'Order',
  user: 'User',
  remote: 'Version',
  review: 'Review',
};

/** What each audit verb did, as the activity reads it. */
const VERBS: Record<string, string> = {
  create: 'added',
  update: 'updated',
  archive: 'archived',
  restore: 'restored',
  unlock: 'unlocked',
  role: 'role changed',
  erase: 'erased',
  resendVerification: 'sent a new verification link',
  password: 'password changed',
  twoFactor: 'two-factor changed',
  signOut: 'signed out',
  // verified reviews (issue 44)
  hide: 'hidden',
  // the remote registry (issue 20)
  register: 'published',
  activate: 'made live',
  rollback: 'rolled back to',
  canary: 'sent to a canary',
  promote: 'promoted to every visitor',
  // preview links (issue 45)
  previewLink: 'given a preview link',
  previewOpen: 'previewed in a browser',
  previewExit: 'preview ended in a browser',
};

/** One line of Recent Activity: "Order #12 placed", "Order #12 marked Paid", "Product updated: Staunton Chess Set". */
export function activityTitle(event: ActivityEvent): string {
  if (event.action === 'order.place') return `${event.subject} placed`;
  if (event.action === 'order.status' && event.status && event.status in ORDER_STATUS_LABELS)
    return `${event.subject} marked ${ORDER_STATUS_LABELS[event.status as OrderStatus]}`;
  const [entity = '', verb = ''] = event.action.split('.');
  const name = ENTITY_NAMES[entity] ?? entity;
  return `${name} ${VERBS[verb] ?? verb}: ${event.subject}`;
}

/** Who did it: the customer who placed an order, or the administrator. */
export const activityDetail = (event: ActivityEvent): string => `by ${event.actor}`;
