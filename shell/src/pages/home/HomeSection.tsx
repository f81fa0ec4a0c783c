import { Container, Link } from '@kingside/ui';
import type { ReactNode } from 'react';

/**
 * One band of Home: a heading, an optional intro and "see all" link, and its content. The section is
 * named by its heading, so assistive technology lists it as a landmark.
 */
export function HomeSection({
  id,
  title,
  intro,
  link,
  tinted,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  link?: { to: string; label: string };
  tinted?: boolean;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      data-testid={id}
      css={(t) => ({ padding: `${t.space(14)} 0`, background: tinted ? t.colors.paper : 'transparent' })}
    >
      <Container>
        <div
          css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: 16, marginBottom: 28 }}
        >
          <div>
            <h2 id={headingId} css={{ fontSize: 'clamp(1.5rem, 3vw, 2rem)', margin: 0 }}>
              {title}
            </h2>
            {intro ? <p css={(t) => ({ margin: '8px 0 0', color: t.colors.inkSoft, maxWidth: 620 })}>{intro}</p> : null}
          </div>
          {link ? (
            <Link to={link.to} css={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              {link.label} →
            </Link>
          ) : null}
        </div>
        {children}
      </Container>
    </section>
  );
}
