import { REVIVAL_EMAIL, REVIVAL_PHONE } from '@kingside/contracts';
import { Button, Container, Section } from '@kingside/ui';

const telHref = `tel:${REVIVAL_PHONE.replace(/[^\d+]/g, '')}`;

/**
 * Donate, Volunteer and Partner (docs/spec.md §1: buttons that do nothing) and the programme's contact block.
 * The buttons are real buttons, described as not yet open, with the contact details as the way in.
 */
export function GetInvolved() {
  return (
    <Section aria-labelledby="get-involved-heading">
      <Container css={(t) => ({ display: 'grid', gap: t.space(8), [t.breakpoints.md]: { gridTemplateColumns: '1.3fr 1fr' } })}>
        <div>
          <h2 id="get-involved-heading" css={{ fontSize: 'clamp(1.5rem, 3vw, 2rem)' }}>
            Get Involved
          </h2>
          <p css={(t) => ({ color: t.colors.inkSoft })}>
            Every board, every hour and every partnership brings the programme to another community.
          </p>
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12, margin: '20px 0 12px' }}>
            <Button variant="primary" aria-describedby="get-involved-note">
              Donate
            </Button>
            <Button variant="outline" aria-describedby="get-involved-note">
              Volunteer
            </Button>
            <Button variant="outline" aria-describedby="get-involved-note">
              Partner
            </Button>
          </div>
          <p id="get-involved-note" css={(t) => ({ color: t.colors.muted, fontSize: '0.9rem', margin: 0 })}>
            Online giving, volunteer and partner sign-up open soon. Until then, write or call us and we will be in touch.
          </p>
        </div>
        <address
          aria-labelledby="revival-contact-heading"
          css={(t) => ({
            fontStyle: 'normal',
            padding: t.space(6),
            borderRadius: t.radius.lg,
            background: t.colors.night,
            color: '#e8efe9',
          })}
        >
          <h3 id="revival-contact-heading" css={{ color: '#fff', fontSize: '1.3rem' }}>
            Contact the Programme
          </h3>
          <dl css={{ margin: 0, display: 'grid', gap: 12 }}>
            <div>
              <dt css={{ fontWeight: 600, color: '#f3d9a4' }}>Email</dt>
              <dd css={{ margin: 0 }}>
                <a href={`mailto:${REVIVAL_EMAIL}`} css={{ color: '#fff' }}>
                  {REVIVAL_EMAIL}
                </a>
              </dd>
            </div>
            <div>
              <dt css={{ fontWeight: 600, color: '#f3d9a4' }}>Phone</dt>
              <dd css={{ margin: 0 }}>
                <a href={telHref} css={{ color: '#fff' }}>
                  {REVIVAL_PHONE}
                </a>
              </dd>
            </div>
          </dl>
        </address>
      </Container>
    </Section>
  );
}
