import { BRAND, FOUNDED_YEAR, ROUTES, SHELL_PAGE_TITLES } from '@kingside/contracts';
import { ButtonLink, Card, CardBody, Container, Grid, Section, useDocumentTitle } from '@kingside/ui';
import { TEAM } from './about/team';
import { VALUES } from './about/values';

const PORTRAIT_SIZE = 240;

const sectionHeading = { fontSize: 'clamp(1.5rem, 3vw, 2rem)', marginBottom: 20 } as const;

/** /about (docs/spec.md §2): hero, Our Story, Our Values, Meet Our Team and the call to action. */
export default function About() {
  useDocumentTitle(SHELL_PAGE_TITLES.about);
  return (
    <>
      <section aria-labelledby="about-heading" css={(t) => ({ background: t.colors.night, color: '#fff', padding: `${t.space(20)} 0` })}>
        <Container css={{ textAlign: 'center' }}>
          <h1 id="about-heading" css={{ fontSize: 'clamp(2rem, 5vw, 3rem)', color: '#fff' }}>
            About {BRAND} Academy
          </h1>
          <p css={{ fontSize: '1.15rem', maxWidth: 680, margin: '0 auto', color: '#dfe8e2' }}>
            We help people of every age and level understand chess more deeply, enjoy it more, and play it better.
          </p>
        </Container>
      </section>

      <Section aria-labelledby="story-heading">
        <Container css={{ maxWidth: 820 }}>
          <h2 id="story-heading" css={sectionHeading}>
            Our Story
          </h2>
          <p>
            {BRAND} Academy was founded in {FOUNDED_YEAR} by a small group of coaches who met at a Saturday club in a borrowed school hall.
            They noticed that most players stopped improving not for lack of talent but for lack of a clear path: what to study next, and
            why.
          </p>
          <p>
            We started with weekend classes and printed worksheets. Today our structured courses lead beginners, improving players and
            experts through every phase of the game, our coaches publish articles every month, and our shop offers the boards, sets and
            clocks we trust in our own classes.
          </p>
          <p css={{ marginBottom: 0 }}>
            What has not changed since {FOUNDED_YEAR} is the belief that anyone can learn to love this game, and that good teaching makes
            the difference.
          </p>
        </Container>
      </Section>

      <Section aria-labelledby="values-heading" css={(t) => ({ background: t.colors.paper })}>
        <Container>
          <h2 id="values-heading" css={{ ...sectionHeading, textAlign: 'center' }}>
            Our Values
          </h2>
          <Grid columns={4}>
            {VALUES.map((value) => (
              <Card key={value.title} as="div">
                <CardBody>
                  <h3 css={(t) => ({ fontSize: '1.2rem', margin: 0, color: t.colors.primary })}>{value.title}</h3>
                  <p css={(t) => ({ margin: 0, color: t.colors.inkSoft })}>{value.text}</p>
                </CardBody>
              </Card>
            ))}
          </Grid>
        </Container>
      </Section>

      <Section aria-labelledby="team-heading">
        <Container>
          <h2 id="team-heading" css={{ ...sectionHeading, textAlign: 'center' }}>
            Meet Our Team
          </h2>
          <Grid columns={3}>
            {TEAM.map((member) => (
              <Card key={member.name} data-testid="team-member">
                <img
                  src={member.portrait}
                  alt={`Portrait of ${member.name}`}
                  width={PORTRAIT_SIZE}
                  height={PORTRAIT_SIZE}
                  loading="lazy"
                  css={{ width: '100%', height: 'auto', aspectRatio: '1 / 1' }}
                />
                <CardBody>
                  <h3 css={{ fontSize: '1.25rem', margin: 0 }}>{member.name}</h3>
                  <p css={{ margin: 0, fontWeight: 700, color: '#8a5a12' }}>{member.role}</p>
                  <p css={(t) => ({ margin: 0, color: t.colors.inkSoft })}>{member.bio}</p>
                </CardBody>
              </Card>
            ))}
          </Grid>
        </Container>
      </Section>

      <Section aria-labelledby="about-cta-heading" css={(t) => ({ background: t.colors.accentSoft })}>
        <Container css={{ textAlign: 'center' }}>
          <h2 id="about-cta-heading" css={sectionHeading}>
            Ready to Begin Your Chess Journey?
          </h2>
          <p css={(t) => ({ maxWidth: 620, margin: '0 auto 24px', color: t.colors.inkSoft })}>
            Start with a course at your level, or tell us what you would like to learn.
          </p>
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'center' }}>
            <ButtonLink to={ROUTES.learn} size="lg">
              Explore Lessons
            </ButtonLink>
            <ButtonLink to={ROUTES.contact} size="lg" variant="outline">
              Contact Us
            </ButtonLink>
          </div>
        </Container>
      </Section>
    </>
  );
}
