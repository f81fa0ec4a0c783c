import {
  formatCalendarDate,
  formatCents,
  formatDateTime,
  PROMOTION_API,
  ROUTES,
  type AdminBundle,
  type AdminDiscountCode,
} from '@kingside/contracts';
import { ADMIN_LIST_DEFAULT_LIMIT } from '@kingside/contracts/admin';
import { Badge } from '@kingside/ui';
import { KIT_COPY } from '../kit/copy';
import type { ListColumn, ListDefinition } from '../kit/list';
import { PROMOTIONS_COPY } from './copy';

/** Where a code or a bundle is edited. */
export const codePath = (id: number) => `${ROUTES.adminDiscountCodes}/${id}`;
export const bundlePath = (id: number) => `${ROUTES.adminBundles}/${id}`;

type CodeState = keyof typeof PROMOTIONS_COPY.state;

/** Where a code stands now: ended by an administrator, past its end, not started, every use taken, or running. */
export function codeState(code: AdminDiscountCode, now = Date.now()): CodeState {
  if (code.endedAt) return 'ended';
  if (code.endsAt && new Date(code.endsAt).getTime() <= now) return 'expired';
  if (code.startsAt && new Date(code.startsAt).getTime() > now) return 'scheduled';
  if (code.usageLimit !== null && code.timesUsed >= code.usageLimit) return 'full';
  return 'active';
}

export const CodeStateBadge = ({ code }: { code: AdminDiscountCode }) => {
  const state = codeState(code);
  return <Badge tone={state === 'active' ? 'success' : state === 'scheduled' ? 'accent' : 'danger'}>{PROMOTIONS_COPY.state[state]}</Badge>;
};

/** "10% off", "$5.00 off". */
export const codeDiscount = (code: Pick<AdminDiscountCode, 'kind' | 'value'>) =>
  code.kind === 'percent' ? PROMOTIONS_COPY.percentOff(code.value) : PROMOTIONS_COPY.amountOff(formatCents(code.value));

/** "Any time", "From …", "Until …", "… – …" (back-office times). */
export function codeRuns(code: Pick<AdminDiscountCode, 'startsAt' | 'endsAt'>): string {
  const { startsAt, endsAt } = code;
  if (startsAt && endsAt) return PROMOTIONS_COPY.between(formatDateTime(startsAt), formatDateTime(endsAt));
  if (startsAt) return PROMOTIONS_COPY.from(formatDateTime(startsAt));
  if (endsAt) return PROMOTIONS_COPY.until(formatDateTime(endsAt));
  return PROMOTIONS_COPY.anyTime;
}

const updated = <Row extends { updatedAt: string }>(): ListColumn<Row> => ({
  id: 'updatedAt',
  header: KIT_COPY.updatedColumn,
  cell: (row) => <time dateTime={row.updatedAt}>{formatCalendarDate(row.updatedAt)}</time>,
});

/** /admin/discount-codes (issue 44): every code, newest change first, searched by its code; each links to its page. */
export const discountCodeList: ListDefinition<AdminDiscountCode> = {
  endpoint: PROMOTION_API.adminCodes,
  labels: { singular: 'discount code', plural: 'discount codes', title: 'Discount Codes' },
  columns: [
    { id: 'code', header: PROMOTIONS_COPY.code, cell: (code) => code.code, link: true },
    { id: 'discount', header: PROMOTIONS_COPY.discount, cell: codeDiscount },
    {
      id: 'minimum',
      header: PROMOTIONS_COPY.minimum,
      cell: (code) => (code.minSubtotal === null ? PROMOTIONS_COPY.none : formatCents(code.minSubtotal)),
    },
    { id: 'runs', header: PROMOTIONS_COPY.runs, cell: codeRuns },
    { id: 'used', header: PROMOTIONS_COPY.used, cell: (code) => PROMOTIONS_COPY.usedOf(code.timesUsed, code.usageLimit) },
    { id: 'status', header: PROMOTIONS_COPY.status, cell: (code) => <CodeStateBadge code={code} /> },
    updated<AdminDiscountCode>(),
  ],
  filters: [],
  itemPath: codePath,
  createPath: `${ROUTES.adminDiscountCodes}/new`,
  pageSize: ADMIN_LIST_DEFAULT_LIMIT,
};

/** /admin/bundles (issue 44): every bundle, newest change first, searched by name; its parts, price, stock and sales. */
export const bundleList: ListDefinition<AdminBundle> = {
  endpoint: PROMOTION_API.adminBundles,
  labels: { singular: 'bundle', plural: 'bundles', title: 'Bundles' },
  columns: [
    { id: 'name', header: PROMOTIONS_COPY.name, cell: (bundle) => bundle.name, link: true },
    {
      id: 'parts',
      header: PROMOTIONS_COPY.parts,
      cell: (bundle) => (
        <ul css={{ margin: 0, paddingLeft: 16 }}>
          {bundle.parts.map((part) => (
            <li key={part.productId}>{PROMOTIONS_COPY.partLine(part.quantity, part.name)}</li>
          ))}
        </ul>
      ),
    },
    { id: 'price', header: PROMOTIONS_COPY.price, cell: (bundle) => formatCents(bundle.price) },
    { id: 'stock', header: PROMOTIONS_COPY.stock, cell: (bundle) => bundle.stock.toLocaleString('en-US') },
    { id: 'sold', header: PROMOTIONS_COPY.sold, cell: (bundle) => bundle.sold.toLocaleString('en-US') },
    {
      id: 'status',
      header: PROMOTIONS_COPY.status,
      cell: (bundle) => (bundle.archived ? <Badge>{PROMOTIONS_COPY.ended}</Badge> : <Badge tone="success">{PROMOTIONS_COPY.live}</Badge>),
    },
    updated<AdminBundle>(),
  ],
  filters: [],
  itemPath: bundlePath,
  createPath: `${ROUTES.adminBundles}/new`,
  pageSize: ADMIN_LIST_DEFAULT_LIMIT,
};
