import { ROUTES } from '@kingside/contracts';
import { Container, buttonStyle, Link } from '@kingside/ui';
import { goldButton } from './goldButton';

/**
 * The opening band of Home. Pure CSS and text (no picture to wait for): it is what the visitor sees
 * first, so it paints with the page.
 */
export function Hero() {
  return (
    <section
      aria-labelledby="hero-heading"
      css={(t) => ({
        background: `linear-gradient(135deg, ${t.colors.night} 0%, ${t.colors.primaryDark} 100%)`,
        color: '#fff',
        position: 'relative',
        overflow: 'hidden',
      })}
    >
      {/* A faint chessboard in the corner, drawn with gradients. */}
      <div
        aria-hidden="true"
        css={{
          position: 'absolute',
          inset: '0 0 0 55%',
          opacity: 0.09,
          backgroundImage: 'conic-gradient(#fff 25%, transparent 0 50%, #fff 0 75%, transparent 0)',
          backgroundSize: '96px 96px',
          maskImage: 'linear-gradient(to left, #000 40%, transparent)',
        }}
      />
      <Container
        css={(t) => ({
          position: 'relative',
          padding: `${t.space(20)} ${t.space(4)}`,
          [t.breakpoints.md]: { padding: `${t.space(28)} ${t.space(6)}` },
        })}
      >
        <p
          css={(t) => ({
            margin: '0 0 12px',
            color: '#f3d9a4',
            fontWeight: 700,
            letterSpacing: '.08em',
            textTransform: 'uppercase',
            fontSize: '0.85rem',
            [t.breakpoints.md]: { fontSize: '0.9rem' },
          })}
        >
          Chess lessons · Articles · Equipment
        </p>
        <h1 id="hero-heading" css={{ fontSize: 'clamp(2.2rem, 6vw, 3.8rem)', maxWidth: 720, margin: '0 0 20px', color: '#fff' }}>
          Master the Game of Kings
        </h1>
        <p css={{ fontSize: '1.15rem', maxWidth: 620, margin: '0 0 32px', color: '#dfe8e2' }}>
          Learn from experienced coaches at your own pace, read in-depth articles on every phase of the game, and play on equipment built to
          last.
        </p>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
          <Link to={ROUTES.learn} css={goldButton}>
            Start Learning
          </Link>
          {/* The outline button, in white for the dark band (a className from outside would lose to the button's own style). */}
          <Link
            to={ROUTES.shop}
            css={[buttonStyle('outline', 'lg'), { color: '#fff', borderColor: '#fff', '&:hover': { background: 'rgba(255,255,255,.12)' } }]}
          >
            Browse Shop
          </Link>
        </div>
        {/* Puzzle training is open to everyone, guests included (docs/spec.md §2.29). */}
        <p css={{ margin: '20px 0 0', color: '#dfe8e2' }}>
          Or sharpen your tactics now:{' '}
          <Link to={ROUTES.train} css={{ color: '#f3d9a4', fontWeight: 700 }}>
            Train with Puzzles
          </Link>
        </p>
      </Container>
    </section>
  );
}
