import { paragraphs } from '@kingside/contracts';
import { useId } from 'react';
import { KIT_COPY } from './copy';

/**
 * Multi-line content as the lesson and article pages show it: one paragraph per line, by the same rule
 * (`paragraphs` in contracts), in the same type size.
 */
export function ContentPreview({ content, label }: { content: string; label: string }) {
  const headingId = useId();
  const shown = paragraphs(content);
  return (
    <section
      aria-labelledby={headingId}
      css={(t) => ({
        padding: t.space(4),
        background: t.colors.canvas,
        border: `1px dashed ${t.colors.line}`,
        borderRadius: t.radius.md,
        minWidth: 0,
      })}
    >
      <h3 id={headingId} css={{ fontSize: '1rem', margin: 0 }}>
        {KIT_COPY.preview}: {label}
      </h3>
      <p css={(t) => ({ margin: '2px 0 12px', fontSize: '0.85rem', color: t.colors.inkSoft })}>{KIT_COPY.previewHint}</p>
      <div
        data-testid="content-preview"
        css={{ fontSize: '1.05rem', lineHeight: 1.7, overflowWrap: 'anywhere', '& p': { margin: '0 0 1em' } }}
      >
        {shown.length > 0 ? (
          shown.map((paragraph, index) => <p key={index}>{paragraph}</p>)
        ) : (
          <p css={(t) => ({ color: t.colors.inkSoft, fontStyle: 'italic' })}>{KIT_COPY.previewEmpty}</p>
        )}
      </div>
    </section>
  );
}
