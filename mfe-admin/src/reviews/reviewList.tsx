import { formatDateTime, REVIEW_API, ROUTES, type AdminReviewRow } from '@kingside/contracts';
import { Badge, Link } from '@kingside/ui';
import { ConfirmedAction } from '../kit/ConfirmedAction';
import type { ListDefinition } from '../kit/list';
import { resourcePaths } from '../kit/resource';
import { REVIEWS_COPY } from './copy';
import { useAdminReviewSetHiddenMutation } from './reviewsApi';

/** Hide a visible review, restore a hidden one: asked first, then a toast (ConfirmedAction). */
function HideOrRestore({ review }: { review: AdminReviewRow }) {
  const [setHidden] = useAdminReviewSetHiddenMutation();
  const hide = !review.hidden;
  return (
    <ConfirmedAction
      label={hide ? REVIEWS_COPY.hide : REVIEWS_COPY.restore}
      title={hide ? REVIEWS_COPY.confirmHide : REVIEWS_COPY.confirmRestore}
      description={hide ? REVIEWS_COPY.confirmHideText : REVIEWS_COPY.confirmRestoreText}
      destructive={hide}
      run={async () => {
        const row = await setHidden({ id: review.id, hidden: hide }).unwrap();
        return row.productName;
      }}
      success={hide ? REVIEWS_COPY.hiddenToast : REVIEWS_COPY.restoredToast}
      failure={hide ? REVIEWS_COPY.hideFailed : REVIEWS_COPY.restoreFailed}
    />
  );
}

/**
 * /admin/reviews (issue 44): every review, newest first, hidden or not; searched by its text or its product's name,
 * filtered by status; each row hides or restores its review. The review's text names its row.
 */
export const reviewList: ListDefinition<AdminReviewRow> = {
  endpoint: REVIEW_API.admin,
  labels: { singular: 'review', plural: 'reviews', title: 'Reviews' },
  columns: [
    {
      id: 'review',
      header: REVIEWS_COPY.review,
      rowHeader: true,
      cell: (review) => (
        <span css={{ display: 'block', maxWidth: 420, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.text}</span>
      ),
    },
    { id: 'rating', header: REVIEWS_COPY.rating, cell: (review) => REVIEWS_COPY.ratingOf(review.rating) },
    {
      id: 'product',
      header: REVIEWS_COPY.product,
      cell: (review) => <Link to={resourcePaths('products').edit(review.productId)}>{review.productName}</Link>,
    },
    { id: 'author', header: REVIEWS_COPY.author, cell: (review) => <Link to={ROUTES.adminUser(review.userId)}>{review.author}</Link> },
    {
      id: 'written',
      header: REVIEWS_COPY.written,
      cell: (review) => <time dateTime={review.createdAt}>{formatDateTime(review.createdAt)}</time>,
    },
    {
      id: 'status',
      header: REVIEWS_COPY.status,
      cell: (review) => (
        <Badge tone={review.hidden ? 'danger' : 'success'}>{review.hidden ? REVIEWS_COPY.hidden : REVIEWS_COPY.visible}</Badge>
      ),
    },
    { id: 'actions', header: REVIEWS_COPY.actions, cell: (review) => <HideOrRestore review={review} /> },
  ],
  filters: [
    {
      param: 'status',
      label: REVIEWS_COPY.statusFilter,
      options: [
        { value: 'visible', label: REVIEWS_COPY.visible },
        { value: 'hidden', label: REVIEWS_COPY.hidden },
      ],
      apiParams: (value): Record<string, string> => (value ? { hidden: String(value === 'hidden') } : {}),
    },
  ],
  pageSize: 25,
};
