import { TOAST } from '@kingside/contracts';
import { Skeleton } from '@kingside/ui';
import { useEffect } from 'react';
import { useSignedInAdmin } from '../layout/AdminShell';
import { useAdminGetStatsQuery } from '../session/adminApi';
import { useAdminAuthFailure } from '../session/useAdminAuthFailure';
import { LoadError } from '../kit/LoadError';

/** Recent Activity shows three fixed sample items (docs/spec.md §2): there is no activity log behind it yet. */
export const SAMPLE_ACTIVITY = [
  { title: 'New member joined Chess for Revival', detail: 'Initiative registration', when: '2 hours ago' },
  { title: 'Lesson updated: Endgame Fundamentals', detail: 'Lessons', when: 'Yesterday' },
  { title: 'Chess clock restocked', detail: 'Products', when: '3 days ago' },
] as const;

function StatCard({ label, value }: { label: string; value: number | undefined }) {
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
        <p css={{ margin: '6px 0 0', fontSize: '2rem', fontWeight: 700, lineHeight: '38px' }}>{value.toLocaleString('en-US')}</p>
      )}
    </div>
  );
}

/** The Overview tab: live counts (users, initiative members, and the catalogue's lessons and products). */
export function OverviewTab() {
  const { token } = useSignedInAdmin();
  const { data, error, isError, isFetching, refetch } = useAdminGetStatsQuery(token);
  const authFailure = useAdminAuthFailure();
  useEffect(() => {
    if (error) authFailure(error);
  }, [error, authFailure]);

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
          <StatCard label="Total Users" value={data?.users} />
          <StatCard label="Initiative Members" value={data?.initiativeMembers} />
          <StatCard label="Lessons" value={data?.lessons} />
          <StatCard label="Products" value={data?.products} />
        </div>
      </section>
      <section aria-labelledby="recent-activity">
        <h2 id="recent-activity" css={{ fontSize: '1.3rem' }}>
          Recent Activity
        </h2>
        <p css={(t) => ({ margin: '0 0 12px', color: t.colors.muted, fontSize: '0.875rem' })}>
          Sample entries: activity is not recorded yet.
        </p>
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
          {SAMPLE_ACTIVITY.map((item) => (
            <li
              key={item.title}
              css={(t) => ({
                display: 'flex',
                justifyContent: 'space-between',
                gap: 12,
                padding: '12px 16px',
                '& + &': { borderTop: `1px solid ${t.colors.line}` },
              })}
            >
              <span>
                <strong css={{ display: 'block' }}>{item.title}</strong>
                <span css={(t) => ({ color: t.colors.muted, fontSize: '0.875rem' })}>{item.detail}</span>
              </span>
              <span css={(t) => ({ color: t.colors.muted, fontSize: '0.875rem', whiteSpace: 'nowrap' })}>{item.when}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
