import type { MouseEvent } from 'react';
import { CONTACT } from './contactDetails';

/** The spec's social links go nowhere: real links, deliberately inert (and no jump to the top). */
const inert = (event: MouseEvent) => event.preventDefault();

const label = { margin: '0 0 4px', fontWeight: 700, fontSize: '0.85rem', textTransform: 'uppercase', letterSpacing: '.06em' } as const;

/** Address, phone, e-mail, hours and social links. */
export function ContactDetails() {
  return (
    <div css={{ display: 'grid', gap: 24 }}>
      <h2 css={{ fontSize: '1.5rem', margin: 0 }}>Get in Touch</h2>
      <div>
        <h3 css={label}>Address</h3>
        <address css={{ fontStyle: 'normal' }}>
          {CONTACT.addressLines.map((line) => (
            <span key={line} css={{ display: 'block' }}>
              {line}
            </span>
          ))}
        </address>
      </div>
      <div>
        <h3 css={label}>Phone</h3>
        <a href={`tel:${CONTACT.phone.replace(/[^\d+]/g, '')}`}>{CONTACT.phone}</a>
      </div>
      <div>
        <h3 css={label}>Email</h3>
        <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
      </div>
      <div>
        <h3 css={label}>Hours</h3>
        <ul data-testid="contact-hours" css={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {CONTACT.hours.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      <div>
        <h3 css={label}>Follow Us</h3>
        <ul aria-label="Social media" css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {CONTACT.socialLinks.map((name) => (
            <li key={name}>
              <a
                href="#"
                onClick={inert}
                css={(t) => ({
                  display: 'inline-block',
                  padding: '6px 12px',
                  borderRadius: t.radius.pill,
                  border: `1px solid ${t.colors.line}`,
                  textDecoration: 'none',
                  fontWeight: 600,
                  fontSize: '0.9rem',
                })}
              >
                {name}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
