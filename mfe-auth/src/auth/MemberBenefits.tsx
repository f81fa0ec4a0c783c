import { ACADEMY_NAME } from '@kingside/contracts';

const BENEFITS = [
  { title: 'Learn at your own pace', text: 'Courses for every level, from your first opening to endgame technique.' },
  { title: 'Chess for Revival', text: 'Take part in our community programme that uses chess to keep minds sharp.' },
  { title: 'Sign in your way', text: 'Use your email and password, or your GitHub or Lichess account.' },
  { title: 'Your account, protected', text: 'Verified email, strong passwords and a lock after repeated failed sign-ins.' },
] as const;

/**
 * The side panel of docs/spec.md §2: why to become a member. Each benefit is one the site has today
 * (docs/architecture.md §3): a promise of a feature that does not exist is a broken promise.
 */
export function MemberBenefits() {
  return (
    <aside
      aria-labelledby="member-benefits-heading"
      css={(t) => ({
        background: t.colors.night,
        color: '#e8efe9',
        padding: t.space(8),
        borderRadius: t.radius.lg,
        display: 'flex',
        flexDirection: 'column',
        gap: 20,
      })}
    >
      <h2 id="member-benefits-heading" css={{ color: '#fff', fontSize: '1.5rem', margin: 0 }}>
        Member benefits
      </h2>
      <p css={{ margin: 0 }}>Everything {ACADEMY_NAME} offers, in one free account.</p>
      <ul css={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 16 }}>
        {BENEFITS.map((benefit) => (
          <li key={benefit.title} css={{ display: 'grid', gridTemplateColumns: '24px 1fr', gap: 12 }}>
            <svg
              width="24"
              height="24"
              viewBox="0 0 24 24"
              aria-hidden="true"
              fill="none"
              stroke="#e0b25a"
              strokeWidth="2.4"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="m5 12 5 5 9-10" />
            </svg>
            <div>
              <strong css={{ color: '#fff', display: 'block' }}>{benefit.title}</strong>
              <span css={{ fontSize: '0.95rem' }}>{benefit.text}</span>
            </div>
          </li>
        ))}
      </ul>
    </aside>
  );
}
