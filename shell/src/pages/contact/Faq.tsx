import { FAQ } from './contactDetails';

/**
 * Frequently asked questions as native <details>: each answer opens and closes from the keyboard and
 * is announced as expandable, with no script.
 */
export function Faq() {
  return (
    <section aria-labelledby="faq-heading" css={{ maxWidth: 820, margin: '0 auto' }}>
      <h2 id="faq-heading" css={{ fontSize: 'clamp(1.5rem, 3vw, 2rem)', textAlign: 'center', marginBottom: 24 }}>
        Frequently Asked Questions
      </h2>
      <div css={{ display: 'grid', gap: 12 }}>
        {FAQ.map((item) => (
          <details
            key={item.question}
            data-testid="faq-item"
            css={(t) => ({
              background: t.colors.paper,
              border: `1px solid ${t.colors.line}`,
              borderRadius: t.radius.md,
              '&[open] summary::after': { transform: 'rotate(45deg)' },
            })}
          >
            <summary
              css={(t) => ({
                cursor: 'pointer',
                listStyle: 'none',
                padding: '16px 20px',
                fontWeight: 700,
                display: 'flex',
                justifyContent: 'space-between',
                gap: 16,
                '&::-webkit-details-marker': { display: 'none' },
                '&::after': {
                  content: '"+"',
                  fontSize: '1.4rem',
                  lineHeight: 1,
                  color: t.colors.primary,
                  transition: 'transform .15s ease',
                },
                '&:focus-visible': { outline: `3px solid ${t.colors.focus}`, outlineOffset: 2, borderRadius: t.radius.md },
              })}
            >
              {item.question}
            </summary>
            <p css={(t) => ({ margin: 0, padding: '0 20px 18px', color: t.colors.inkSoft })}>{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
