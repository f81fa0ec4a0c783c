import { Container, Section } from '@kingside/ui';
import { REVIVAL_TESTIMONIALS } from './content';

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

/** Two voices from the programme (docs/spec.md §1). Initials instead of photos: nothing to download, no layout shift. */
export function RevivalTestimonials() {
  return (
    <Section aria-labelledby="revival-voices-heading" css={(t) => ({ background: t.colors.paper })}>
      <Container>
        <h2 id="revival-voices-heading" css={{ fontSize: 'clamp(1.5rem, 3vw, 2rem)', textAlign: 'center', marginBottom: 32 }}>
          Voices from the Programme
        </h2>
        <div css={(t) => ({ display: 'grid', gap: t.space(6), [t.breakpoints.md]: { gridTemplateColumns: '1fr 1fr' } })}>
          {REVIVAL_TESTIMONIALS.map((item) => (
            <figure
              key={item.name}
              css={(t) => ({
                margin: 0,
                padding: t.space(6),
                borderRadius: t.radius.lg,
                background: t.colors.canvas,
                border: `1px solid ${t.colors.line}`,
                display: 'flex',
                flexDirection: 'column',
                gap: 16,
              })}
            >
              <blockquote css={{ margin: 0, fontSize: '1.05rem', fontStyle: 'italic' }}>“{item.quote}”</blockquote>
              <figcaption css={{ display: 'flex', alignItems: 'center', gap: 12 }}>
                <span
                  aria-hidden="true"
                  css={(t) => ({
                    width: 48,
                    height: 48,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    background: t.colors.primary,
                    color: '#fff',
                    fontWeight: 700,
                  })}
                >
                  {initials(item.name)}
                </span>
                <span>
                  <strong css={{ display: 'block' }}>{item.name}</strong>
                  <span css={(t) => ({ color: t.colors.inkSoft, fontSize: '0.9rem' })}>{item.role}</span>
                </span>
              </figcaption>
            </figure>
          ))}
        </div>
      </Container>
    </Section>
  );
}
