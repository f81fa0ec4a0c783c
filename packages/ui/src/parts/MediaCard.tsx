import { Card, CardBody, CatalogueImage, Link } from '@kingside/ui';
import type { ReactNode } from 'react';
import { MEDIA_CARD, MEDIA_IMAGE, MEDIA_IMAGE_SIZES } from './MediaCardSkeleton';

/**
 * A card for a list of things to read (lessons, articles): picture, a row of badges, title, summary and an optional
 * footer line, the whole card one link. Every part has a fixed height (title and summary are clamped to a number of
 * lines), MEDIA_CARD's, which its placeholder (MediaCardSkeletons) shares, so nothing moves when the data arrives.
 */
const { title: TITLE, summary: SUMMARY, metaHeight: META_HEIGHT, footerHeight: FOOTER_HEIGHT, blockHeight } = MEDIA_CARD;

const clamp = (lines: number) =>
  ({
    display: '-webkit-box',
    WebkitLineClamp: lines,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  }) as const;

const imageStyle = {
  width: '100%',
  height: 'auto',
  aspectRatio: `${MEDIA_IMAGE.width} / ${MEDIA_IMAGE.height}`,
  objectFit: 'cover',
} as const;

export interface MediaCardProps {
  to: string;
  title: string;
  summary: string;
  imageUrl: string;
  imageAlt: string;
  /** badges above the title */
  meta: ReactNode;
  /** one short line under the summary, e.g. "8 lessons" or a date */
  footer?: ReactNode;
  headingLevel?: 'h2' | 'h3';
  /** false for cards in the first screenful; below the fold the browser fetches the picture when needed */
  lazyImage?: boolean;
  testId?: string;
}

export function MediaCard({
  to,
  title,
  summary,
  imageUrl,
  imageAlt,
  meta,
  footer,
  headingLevel = 'h2',
  lazyImage = true,
  testId,
}: MediaCardProps) {
  const Heading = headingLevel;
  return (
    <Card
      css={{ position: 'relative', transition: 'box-shadow .15s ease', '&:hover': { boxShadow: '0 10px 30px rgba(28,35,33,.14)' } }}
      data-testid={testId}
    >
      <CatalogueImage
        src={imageUrl}
        sizes={MEDIA_IMAGE_SIZES}
        alt={imageAlt}
        width={MEDIA_IMAGE.width}
        height={MEDIA_IMAGE.height}
        loading={lazyImage ? 'lazy' : 'eager'}
        css={imageStyle}
      />
      <CardBody>
        <div css={{ height: META_HEIGHT, display: 'flex', gap: 8, alignItems: 'center', overflow: 'hidden' }}>{meta}</div>
        <Heading css={{ fontSize: TITLE.size, lineHeight: TITLE.lineHeight, height: blockHeight(TITLE), margin: 0, ...clamp(TITLE.lines) }}>
          <Link
            to={to}
            css={(t) => ({
              color: t.colors.ink,
              textDecoration: 'none',
              '&:hover': { color: t.colors.primary },
              // The whole card is the link's target; the ring is drawn around the card.
              '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: t.radius.lg },
              '&:focus-visible': { outline: 'none' },
              '&:focus-visible::after': { outline: `3px solid ${t.colors.focus}`, outlineOffset: 2 },
            })}
          >
            {title}
          </Link>
        </Heading>
        <p
          css={(t) => ({
            margin: 0,
            color: t.colors.inkSoft,
            fontSize: SUMMARY.size,
            lineHeight: SUMMARY.lineHeight,
            height: blockHeight(SUMMARY),
            ...clamp(SUMMARY.lines),
          })}
        >
          {summary}
        </p>
        {footer !== undefined ? (
          <div css={(t) => ({ height: FOOTER_HEIGHT, fontSize: '0.875rem', color: t.colors.muted, display: 'flex', alignItems: 'center' })}>
            {footer}
          </div>
        ) : null}
      </CardBody>
    </Card>
  );
}
