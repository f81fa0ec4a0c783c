import { Card, CardBody, SKELETON_GROUP, Skeleton, pulsing } from '@kingside/ui';

/**
 * The measures of a MediaCard (a card for a list of things to read, lessons or articles: picture, a row of badges,
 * title, summary and an optional footer line, the whole card one link), and its placeholder. Every
 * part of the card has a fixed height (title and summary are clamped to a number of lines), so MediaCardSkeleton below
 * has exactly the card's size and nothing moves when the data arrives.
 */
export const MEDIA_IMAGE = { width: 400, height: 300 } as const;
/**
 * How wide a card's picture is drawn, as Grid lays cards out: the page's width on phones, half of it from
 * 640px (two columns), and at most about 370px from 1024px (three or four columns in the 1200px page).
 */
export const MEDIA_IMAGE_SIZES = '(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw';

/** The card's parts' heights, which the card and its placeholder share; `blockHeight`: a part's, its lines'. */
export const MEDIA_CARD = {
  title: { size: '1.15rem', lineHeight: 1.35, lines: 2 },
  summary: { size: '0.95rem', lineHeight: 1.55, lines: 3 },
  metaHeight: 24,
  footerHeight: 22,
  blockHeight: (part: { lineHeight: number; lines: number }) => `${part.lineHeight * part.lines}em`,
} as const;
const { title: TITLE, summary: SUMMARY, metaHeight: META_HEIGHT, footerHeight: FOOTER_HEIGHT, blockHeight } = MEDIA_CARD;

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
