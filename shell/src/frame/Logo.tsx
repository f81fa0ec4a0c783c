import { ACADEMY_NAME, ROUTES } from '@kingside/contracts';
import { Link } from '@kingside/ui';

export function Logo({ light = true }: { light?: boolean }) {
  return (
    <Link
      to={ROUTES.home}
      aria-label={`${ACADEMY_NAME} home`}
      css={{ display: 'inline-flex', alignItems: 'center', gap: 10, textDecoration: 'none', color: light ? '#fff' : 'inherit' }}
    >
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#b7791f" />
        <path
          d="M16 5v4M14 7h4M12 11h8l-1.5 4 2.5 8H11l2.5-8z M9 25h14v2H9z"
          fill="#fff"
          stroke="#fff"
          strokeWidth="1.2"
          strokeLinejoin="round"
        />
      </svg>
      <span css={(t) => ({ fontFamily: t.fonts.heading, fontWeight: 700, fontSize: '1.15rem' })}>{ACADEMY_NAME}</span>
    </Link>
  );
}
