import { ACADEMY_NAME, FOUNDED_YEAR } from '@kingside/contracts';
import { Container, Link } from '@kingside/ui';
import type { MouseEvent } from 'react';
import { Logo } from './Logo';
import { BUSINESS_HOURS, FOOTER_DEAD_LINKS, FOOTER_LINKS, FOOTER_SHOP_LINKS, SOCIAL_LINKS } from './navigation';

/** Dead links (#) of the spec: real links that deliberately go nowhere (and do not jump to the top). */
const inert = (event: MouseEvent) => event.preventDefault();

const heading = {
  fontSize: '0.95rem',
  textTransform: 'uppercase',
  letterSpacing: '.08em',
  color: '#c9d6cd',
  fontFamily: 'inherit',
} as const;
const list = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 } as const;
const link = { color: '#e8efe9', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } } as const;

const socialIcons: Record<(typeof SOCIAL_LINKS)[number], string> = {
  Facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8z',
  Twitter: 'M4 4l16 16M20 4L4 20',
  Instagram: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8z',
  YouTube: 'M3 7a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v10a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3zm7 2v6l5-3z',
};

export function Footer() {
  return (
    <footer css={(t) => ({ background: t.colors.night, color: '#e8efe9', marginTop: 64, padding: '48px 0 24px' })}>
      <Container>
        <div
          css={(t) => ({
            display: 'grid',
            gap: 32,
            gridTemplateColumns: '1fr',
            [t.breakpoints.md]: { gridTemplateColumns: '2fr 1fr 1fr 1fr' },
          })}
        >
          <div>
            <Logo />
            <p css={{ color: '#c9d6cd', maxWidth: 340 }}>
              Chess lessons for every level, thoughtful articles and quality equipment, since {FOUNDED_YEAR}.
            </p>
            <ul aria-label="Social media" css={{ ...list, display: 'flex', gap: 12 }}>
              {SOCIAL_LINKS.map((name) => (
                <li key={name}>
                  <a
                    href="#"
                    onClick={inert}
                    aria-label={name}
                    css={{ ...link, display: 'inline-flex', padding: 6, borderRadius: 8, background: 'rgba(255,255,255,.08)' }}
                  >
                    <svg
                      width="20"
                      height="20"
                      viewBox="0 0 24 24"
                      aria-hidden="true"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="1.8"
                      strokeLinejoin="round"
                    >
                      <path d={socialIcons[name]} />
                    </svg>
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <nav aria-label="Footer">
            <h2 css={heading}>Explore</h2>
            <ul css={list}>
              {FOOTER_LINKS.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} css={link}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label="Shop categories">
            <h2 css={heading}>Shop</h2>
            <ul css={list}>
              {FOOTER_SHOP_LINKS.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} css={link}>
                    {item.label}
                  </Link>
                </li>
              ))}
              <li>
                <a href="#" onClick={inert} css={link}>
                  Gift Cards
                </a>
              </li>
            </ul>
          </nav>
          <div>
            <h2 css={heading}>Visit us</h2>
            <p css={{ margin: 0 }}>Business hours:</p>
            <p css={{ margin: 0, color: '#c9d6cd' }}>{BUSINESS_HOURS}</p>
          </div>
        </div>
        <div
          css={{
            borderTop: '1px solid rgba(255,255,255,.12)',
            marginTop: 32,
            paddingTop: 20,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 16,
            justifyContent: 'space-between',
            fontSize: '0.875rem',
            color: '#c9d6cd',
          }}
        >
          <p css={{ margin: 0 }}>
            © {new Date().getFullYear()} {ACADEMY_NAME}. Teaching chess since {FOUNDED_YEAR}.
          </p>
          <ul css={{ ...list, display: 'flex', gap: 16 }}>
            {FOOTER_DEAD_LINKS.map((label) => (
              <li key={label}>
                <a href="#" onClick={inert} css={link}>
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </footer>
  );
}
