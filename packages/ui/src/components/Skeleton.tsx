import { css, keyframes } from '@emotion/react';
import styled from '@emotion/styled';

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

/** A loading placeholder. Give it the size of what it stands for so nothing shifts when data arrives. */
export const Skeleton = styled.div<{ height?: number | string; width?: number | string; radius?: string }>`
  height: ${(p) => (typeof p.height === 'number' ? `${p.height}px` : (p.height ?? '1em'))};
  width: ${(p) => (typeof p.width === 'number' ? `${p.width}px` : (p.width ?? '100%'))};
  border-radius: ${(p) => p.radius ?? p.theme.radius.md};
  background: #e7e3da;
  ${pulsing};
  [data-skeleton-group] & {
    animation: none;
  }
`;

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
