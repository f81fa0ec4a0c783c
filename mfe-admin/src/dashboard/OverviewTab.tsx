import { formatCents, formatDateTime, LOW_STOCK_THRESHOLD, TOAST } from '@kingside/contracts';
import { type AdminStats } from '@kingside/contracts/admin';
import { Link, Skeleton } from '@kingside/ui';
import { useSignedInAdmin } from '../layout/AdminShell';
import { adminItemPath } from '../kit/itemPaths';
import { useAdminGetActivityQuery, useAdminGetStatsQuery } from '../session/adminApi';
import { activityDetail, activityTitle } from './activityText';
import { useAuthFailureOfRead } from '../session/useAdminAuthFailure';
import { LoadError } from '../kit/LoadError';

function StatCard({ label, value }: { label: string; value: string | undefined }) {
  return (
    <div
      css={(t) => ({
        background: t.colors.paper,
        border: `1px solid ${t.colors.line}`,
        borderRadius: t.radius.md,
        boxShadow: t.shadow.card,
        padding: t.space(5),
      })}
    >
      <h3 css={(t) => ({ margin: 0, fontFamily: t.fonts.body, fontSize: '0.9rem', fontWeight: 600, color: t.colors.inkSoft })}>{label}</h3>
      {value === undefined ? (
        <Skeleton height={38} width={72} css={{ marginTop: 6 }} />
      ) : (
        <p css={{ margin: '6px 0 0', fontSize: '2rem', fontWeight: 700, lineHeight: '38px' }}>{value}</p>
      )}
    </div>
  );
}

const count = (value: number) => value.toLocaleString('en-US');

/** The Overview's cards, in order: accounts, the catalogue, then the shop's day, month and stock. */
const FIGURES: readonly { label: string; value: (stats: AdminStats) => string }[] = [
  { label: 'Total Users', value: (stats) => count(stats.users) },
  { label: 'Initiative Members', value: (stats) => count(stats.initiativeMembers) },
  { label: 'Lessons', value: (stats) => count(stats.lessons) },
  { label: 'Products', value: (stats) => count(stats.products) },
  { label: 'Orders Today', value: (stats) => count(stats.ordersToday) },
  { label: 'Revenue, Last 30 Days', value: (stats) => formatCents(stats.revenue30Days) },
  { label: `Low Stock (${LOW_STOCK_THRESHOLD} or Fewer)`, value: (stats) => count(stats.lowStockProducts) },
];

/** The three latest real events: orders placed, changes of status, catalogue and account edits. */
function RecentActivity({ token }: { token: string }) {
  const { data, isError, isFetching, refetch } = useAdminGetActivityQuery(token);
  return (
    <section aria-labelledby="recent-activity" aria-busy={isFetching}>
      <h2 id="recent-activity" css={{ fontSize: '1.3rem' }}>
        Recent Activity
      </h2>
      {isError && !isFetching ? (
        <LoadError message={ACTIVITY_FAILED} onRetry={() => void refetch()} />
      ) : !data ? (
        <Skeleton height={150} />
      ) : data.length === 0 ? (
        <p css={(t) => ({ margin: 0, color: t.colors.muted })}>{NO_ACTIVITY}</p>
      ) : (
        <ul
          css={(t) => ({
            listStyle: 'none',
            margin: 0,
            padding: 0,
            background: t.colors.paper,
            border: `1px solid ${t.colors.line}`,
            borderRadius: t.radius.md,
          })}
        >
          {data.map((event) => {
            const path = adminItemPath(event.entity, event.entityId);
            const title = activityTitle(event);
            return (
              <li
                key={`${event.action}-${event.entityId}-${event.at}`}
                css={(t) => ({
                  display: 'flex',
                  flexWrap: 'wrap',
                  justifyContent: 'space-between',
                  gap: 12,
                  padding: '12px 16px',
                  '& + &': { borderTop: `1px solid ${t.colors.line}` },
                })}
              >
                <span css={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  <strong css={{ display: 'block' }}>{path ? <Link to={path}>{title}</Link> : title}</strong>
                  <span css={(t) => ({ color: t.colors.muted, fontSize: '0.875rem' })}>{activityDetail(event)}</span>
                </span>
                <time dateTime={event.at} css={(t) => ({ color: t.colors.muted, fontSize: '0.875rem' })}>
                  {formatDateTime(event.at)}
                </time>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

const ACTIVITY_FAILED = 'Could not load the recent activity. Please try again.';
const NO_ACTIVITY = 'Nothing has happened yet: orders, status changes and edits appear here.';

/** The Overview tab: live figures (accounts, the live catalogue, today's orders, the month's revenue, low stock) and the latest events. */
export function OverviewTab() {
  const { token } = useSignedInAdmin();
  const { data, error, isError, isFetching, refetch } = useAdminGetStatsQuery(token);
  useAuthFailureOfRead(error);

  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: 28 }}>
      {isError && !isFetching ? <LoadError message={TOAST.usersLoadFailed} onRetry={() => void refetch()} /> : null}
      <section aria-label="Figures" aria-busy={isFetching}>
        <div
          css={(t) => ({
            display: 'grid',
            gap: 16,
            gridTemplateColumns: '1fr',
            [t.breakpoints.sm]: { gridTemplateColumns: 'repeat(2, 1fr)' },
            [t.breakpoints.lg]: { gridTemplateColumns: 'repeat(4, 1fr)' },
          })}
        >
          {FIGURES.map(({ label, value }) => (
            <StatCard key={label} label={label} value={data ? value(data) : undefined} />
          ))}
        </div>
      </section>
      <RecentActivity token={token} />
    </div>
  );
}
