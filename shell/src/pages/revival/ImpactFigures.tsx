import { Container } from '@kingside/ui';
import { IMPACT } from './content';

/** 50+ communities, 5,000+ students, 200+ instructors (docs/spec.md §1). */
export function ImpactFigures() {
  return (
    <section aria-labelledby="impact-heading" css={(t) => ({ background: t.colors.paper, borderBottom: `1px solid ${t.colors.line}` })}>
      <Container css={(t) => ({ padding: `${t.space(10)} ${t.space(4)}` })}>
        <h2 id="impact-heading" className="visually-hidden">
          Our impact
        </h2>
        <dl
          css={(t) => ({
            display: 'grid',
            gap: t.space(6),
            margin: 0,
            textAlign: 'center',
            [t.breakpoints.sm]: { gridTemplateColumns: 'repeat(3, 1fr)' },
          })}
        >
          {IMPACT.map((item) => (
            <div key={item.label} css={{ display: 'flex', flexDirection: 'column-reverse' }}>
              <dt css={(t) => ({ color: t.colors.inkSoft, fontWeight: 600 })}>{item.label}</dt>
              <dd css={(t) => ({ margin: 0, fontFamily: t.fonts.heading, fontSize: 'clamp(2.2rem, 5vw, 3rem)', color: t.colors.primary })}>
                {item.figure}
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
