import { ACADEMY_NAME } from '@kingside/contracts';
import { Card, CardBody, Grid } from '@kingside/ui';
import { HomeSection } from './HomeSection';

/** The three features of docs/spec.md §2, with line icons drawn for this site. */
const FEATURES = [
  {
    title: 'Expert Instruction',
    text: 'Structured courses from titled players and experienced coaches, from your first moves to advanced endgame technique.',
    icon: 'M12 3 2 8l10 5 10-5-10-5zM6 10.5V16c0 1.7 2.7 3 6 3s6-1.3 6-3v-5.5M22 8v6',
  },
  {
    title: 'In-depth Articles',
    text: 'Thoughtful writing on strategy, tactics, openings, endgames, psychology and the history of the game.',
    icon: 'M4 4h6a3 3 0 0 1 3 3v13a2 2 0 0 0-2-2H4zM20 4h-6a3 3 0 0 0-3 3v13a2 2 0 0 1 2-2h7z',
  },
  {
    title: 'Quality Equipment',
    text: 'Tournament sets, boards, clocks and books we use in our own classes, chosen to last for years of play.',
    icon: 'M9 21h6M8 18h8l-1-6h-6zM9 12 8 8h8l-1 4M12 3v3M10.5 4.5h3',
  },
] as const;

export function WhyChoose() {
  return (
    <HomeSection id="why-choose" title={`Why Choose ${ACADEMY_NAME}?`} intro="Everything you need to improve, in one place.">
      <Grid columns={3}>
        {FEATURES.map((feature) => (
          <Card key={feature.title} as="div">
            <CardBody>
              <span
                aria-hidden="true"
                css={(t) => ({
                  width: 48,
                  height: 48,
                  borderRadius: 12,
                  display: 'inline-flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  background: t.colors.accentSoft,
                  color: t.colors.primary,
                })}
              >
                <svg
                  width="26"
                  height="26"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d={feature.icon} />
                </svg>
              </span>
              <h3 css={{ fontSize: '1.2rem', margin: '8px 0 0' }}>{feature.title}</h3>
              <p css={(t) => ({ margin: 0, color: t.colors.inkSoft })}>{feature.text}</p>
            </CardBody>
          </Card>
        ))}
      </Grid>
    </HomeSection>
  );
}
