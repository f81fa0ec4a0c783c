import { Card, CardBody, Container, Grid, Section } from '@kingside/ui';
import { MISSION_THEMES } from './content';

/** The mission section with its four themes (docs/spec.md §1). */
export function Mission() {
  return (
    <Section aria-labelledby="mission-heading">
      <Container>
        <div css={{ maxWidth: 760, margin: '0 auto 40px', textAlign: 'center' }}>
          <h2 id="mission-heading" css={{ fontSize: 'clamp(1.5rem, 3vw, 2rem)' }}>
            Our Mission
          </h2>
          <p css={(t) => ({ color: t.colors.inkSoft, margin: 0 })}>
            Chess for Revival uses the game to slow cognitive decline and end isolation, bringing free weekly sessions, trained instructors
            and boards to the communities that need them most.
          </p>
        </div>
        <Grid columns={4}>
          {MISSION_THEMES.map((theme, index) => (
            <Card key={theme.title} as="div">
              <CardBody>
                <span
                  aria-hidden="true"
                  css={(t) => ({
                    width: 40,
                    height: 40,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    background: t.colors.accentSoft,
                    color: t.colors.accentStrong,
                    fontSize: '1.3rem',
                  })}
                >
                  {['♞', '♜', '♝', '♛'][index]}
                </span>
                <h3 css={(t) => ({ fontSize: '1.15rem', margin: 0, color: t.colors.primary })}>{theme.title}</h3>
                <p css={(t) => ({ margin: 0, color: t.colors.inkSoft })}>{theme.text}</p>
              </CardBody>
            </Card>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
