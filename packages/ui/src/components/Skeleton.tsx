import { css, keyframes, type Theme } from '@emotion/react';
import type { ComponentPropsWithRef } from 'react';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: .45; }
`;

/** The loading pulse; still for visitors who ask for reduced motion. */
export const pulsing = css`
  animation: ${pulse} 1.6s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/**
 * Marks an element that pulses (css={pulsing}) around placeholders that then stay still: a card's
 * placeholders pulse as one. Chromium restyles every animated element on each frame, and Home's
 * preview bands alone held over a hundred bars.
 */
export const SKELETON_GROUP = { 'data-skeleton-group': '' } as const;

const length = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

const skeletonStyle = (height: number | string, width: number | string, radius: string | undefined) => (theme: Theme) => css`
  height: ${length(height)};
  width: ${length(width)};
  border-radius: ${radius ?? theme.radius.md};
  background: #e7e3da;
  ${pulsing};
  [data-skeleton-group] & {
    animation: none;
  }
`;

/** A loading placeholder. Give it the size of what it stands for so nothing shifts when data arrives. */
export function Skeleton({
  height = '1em',
  width = '100%',
  radius,
  ...props
}: ComponentPropsWithRef<'div'> & { height?: number | string; width?: number | string; radius?: string }) {
  return <div css={skeletonStyle(height, width, radius)} {...props} />;
}

/** `count` card-shaped placeholders, marked as one busy region for assistive technology. */
export function SkeletonCards({ count, imageHeight = 180, label = 'Loading' }: { count: number; imageHeight?: number; label?: string }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          data-testid="skeleton"
          aria-hidden="true"
          {...SKELETON_GROUP}
          css={[{ display: 'flex', flexDirection: 'column', gap: 10 }, pulsing]}
        >
          <Skeleton height={imageHeight} />
          <Skeleton height={22} width="70%" />
          <Skeleton height={16} />
          <Skeleton height={16} width="85%" />
        </div>
      ))}
      <span className="visually-hidden" role="status">
        {label}
      </span>
    </>
  );
}
