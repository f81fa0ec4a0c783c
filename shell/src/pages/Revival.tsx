import { SHELL_PAGE_TITLES } from '@kingside/contracts';
import { Container, useDocumentTitle } from '@kingside/ui';
import { RemoteSection } from '../federation/RemoteSection';
import { GetInvolved } from './revival/GetInvolved';
import { ImpactFigures } from './revival/ImpactFigures';
import { Mission } from './revival/Mission';
import { RevivalTestimonials } from './revival/RevivalTestimonials';

/** The Join button's size, held while mfe-auth loads so nothing below moves when it appears. */
const JOIN_BUTTON_HEIGHT = 52;

/**
 * /revival (docs/spec.md §1–2): the Chess for Revival programme. The Join Our Initiative button and its dialog
 * belong to mfe-auth (they create a member account); the rest is the shell's.
 */
export default function Revival() {
  useDocumentTitle(SHELL_PAGE_TITLES.revival);
  return (
    <>
      <section
        aria-labelledby="revival-heading"
        css={(t) => ({ background: `linear-gradient(135deg, ${t.colors.primaryDark} 0%, ${t.colors.night} 100%)`, color: '#fff' })}
      >
        <Container
          css={(t) => ({ padding: `${t.space(20)} ${t.space(4)}`, [t.breakpoints.md]: { padding: `${t.space(24)} ${t.space(6)}` } })}
        >
          <p
            css={{
              margin: '0 0 12px',
              color: '#f3d9a4',
              fontWeight: 700,
              letterSpacing: '.08em',
              textTransform: 'uppercase',
              fontSize: '0.85rem',
            }}
          >
            A community programme
          </p>
          <h1 id="revival-heading" css={{ fontSize: 'clamp(2.2rem, 6vw, 3.6rem)', color: '#fff', maxWidth: 760 }}>
            Chess for Revival
          </h1>
          <p css={{ fontSize: '1.15rem', maxWidth: 640, margin: '0 0 32px', color: '#dfe8e2' }}>
            Using chess to reduce cognitive decline: free weekly sessions that keep minds active and bring people together, in communities
            across the country.
          </p>
          <div css={{ minHeight: JOIN_BUTTON_HEIGHT }}>
            <RemoteSection
              remote="auth"
              module="./JoinInitiative"
              compact
              loading={<span aria-hidden="true" css={{ display: 'inline-block', width: 220, height: JOIN_BUTTON_HEIGHT }} />}
            />
          </div>
        </Container>
      </section>
      <ImpactFigures />
      <Mission />
      <RevivalTestimonials />
      <GetInvolved />
    </>
  );
}
