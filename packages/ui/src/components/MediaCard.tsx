import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CatalogueImage } from './CatalogueImage';
import { Card, CardBody } from './Layout';
import { SKELETON_GROUP, Skeleton, pulsing } from './Skeleton';

/**
 * A card for a list of things to read (lessons, articles): picture, a row of badges, title, summary
 * and an optional footer line, the whole card one link. Every part has a fixed height (title and summary
 * are clamped to a number of lines), so MediaCardSkeleton below has exactly the card's size and nothing
 * moves when the data arrives.
 */
export const MEDIA_IMAGE = { width: 400, height: 300 } as const;
/**
 * How wide a card's picture is drawn, as Grid lays cards out: the page's width on phones, half of it from
 * 640px (two columns), and at most about 370px from 1024px (three or four columns in the 1200px page).
 */
export const MEDIA_IMAGE_SIZES = '(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw';
const TITLE = { size: '1.15rem', lineHeight: 1.35, lines: 2 } as const;
const SUMMARY = { size: '0.95rem', lineHeight: 1.55, lines: 3 } as const;
const META_HEIGHT = 24;
const FOOTER_HEIGHT = 22;

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
const blockHeight = (part: { lineHeight: number; lines: number }) => `${part.lineHeight * part.lines}em`;

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

/** The placeholder of a MediaCard, the same size (with or without its footer line). */
export function MediaCardSkeleton({ withFooter = true }: { withFooter?: boolean }) {
  return (
    <Card aria-hidden="true" data-testid="skeleton" {...SKELETON_GROUP} css={pulsing}>
      <Skeleton height="auto" radius="0" css={{ aspectRatio: `${MEDIA_IMAGE.width} / ${MEDIA_IMAGE.height}` }} />
      <CardBody>
        <div css={{ height: META_HEIGHT, display: 'flex', alignItems: 'center' }}>
          <Skeleton height={20} width={84} radius="999px" />
        </div>
        <div css={{ fontSize: TITLE.size, height: blockHeight(TITLE), display: 'flex', flexDirection: 'column', gap: '0.35em' }}>
          <Skeleton height="1em" />
          <Skeleton height="1em" width="60%" />
        </div>
        <div css={{ fontSize: SUMMARY.size, height: blockHeight(SUMMARY), display: 'flex', flexDirection: 'column', gap: '0.55em' }}>
          <Skeleton height="1em" />
          <Skeleton height="1em" />
          <Skeleton height="1em" width="75%" />
        </div>
        {withFooter ? (
          <div css={{ height: FOOTER_HEIGHT, display: 'flex', alignItems: 'center' }}>
            <Skeleton height={14} width="40%" />
          </div>
        ) : null}
      </CardBody>
    </Card>
  );
}

/** `count` MediaCard placeholders announced once as busy ("Loading lessons"). */
export function MediaCardSkeletons({ count, label, withFooter = true }: { count: number; label: string; withFooter?: boolean }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <MediaCardSkeleton key={i} withFooter={withFooter} />
      ))}
      <span className="visually-hidden" role="status">
        {label}
      </span>
    </>
  );
}
