import type { Testimonial } from '@kingside/contracts';
import { Card, CardBody, SKELETON_GROUP, Skeleton, pulsing } from '@kingside/ui';
import { StarRating } from './StarRating';

/**
 * One learner's testimonial on Home: rating, words, portrait, name and level. The quote keeps a minimum height of QUOTE_LINES lines (room for about 250 characters in a
 * third of the page) and the portrait a fixed size, so the placeholder below has the card's size and
 * nothing jumps when the data arrives. Words are never cut: a longer testimonial makes a taller card.
 */
const QUOTE_LINES = 8;
const LINE_HEIGHT = 1.6;
const PORTRAIT_SIZE = 56;
const STAR_ROW_HEIGHT = 18;

const quoteStyle = {
  margin: 0,
  fontStyle: 'italic',
  lineHeight: LINE_HEIGHT,
  minHeight: `${QUOTE_LINES * LINE_HEIGHT}em`,
} as const;

const footerStyle = { display: 'flex', alignItems: 'center', gap: 12, marginTop: 'auto', paddingTop: 8 } as const;

export function TestimonialCard({ testimonial, lazyImage = true }: { testimonial: Testimonial; lazyImage?: boolean }) {
  return (
    <Card as="figure" css={{ margin: 0 }} data-testid="testimonial-card">
      <CardBody>
        <div css={{ height: STAR_ROW_HEIGHT, display: 'flex' }}>
          <StarRating rating={testimonial.rating} />
        </div>
        <blockquote css={(t) => ({ ...quoteStyle, color: t.colors.inkSoft })}>
          <p css={{ margin: 0 }}>“{testimonial.testimonial}”</p>
        </blockquote>
        <figcaption css={footerStyle}>
          <img
            src={testimonial.imageUrl}
            alt={`Portrait of ${testimonial.name}`}
            width={PORTRAIT_SIZE}
            height={PORTRAIT_SIZE}
            loading={lazyImage ? 'lazy' : 'eager'}
            css={{ width: PORTRAIT_SIZE, height: PORTRAIT_SIZE, borderRadius: '50%', flexShrink: 0 }}
          />
          <span css={{ display: 'flex', flexDirection: 'column', lineHeight: 1.3 }}>
            <strong>{testimonial.name}</strong>
            <span css={(t) => ({ color: t.colors.muted, fontSize: '0.875rem' })}>{testimonial.playerLevel}</span>
          </span>
        </figcaption>
      </CardBody>
    </Card>
  );
}

/** The placeholder of a TestimonialCard, the same size. */
export function TestimonialCardSkeleton() {
  return (
    <Card aria-hidden="true" data-testid="skeleton" {...SKELETON_GROUP} css={pulsing}>
      <CardBody>
        <Skeleton height={STAR_ROW_HEIGHT} width={98} />
        <div css={{ minHeight: `${QUOTE_LINES * LINE_HEIGHT}em` }}>
          {Array.from({ length: QUOTE_LINES }, (_, i) => (
            <Skeleton key={i} height="1em" width={i === QUOTE_LINES - 1 ? '60%' : '100%'} css={{ margin: '0.3em 0' }} />
          ))}
        </div>
        <div css={footerStyle}>
          <Skeleton height={PORTRAIT_SIZE} width={PORTRAIT_SIZE} radius="50%" css={{ flexShrink: 0 }} />
          <div css={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 6 }}>
            <Skeleton height="1em" width="50%" />
            <Skeleton height="0.875em" width="35%" />
          </div>
        </div>
      </CardBody>
    </Card>
  );
}
