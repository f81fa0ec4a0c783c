import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: .45; }
`;

/** A loading placeholder. Give it the size of what it stands for so nothing shifts when data arrives. */
export const Skeleton = styled.div<{ height?: number | string; width?: number | string; radius?: string }>`
  height: ${(p) => (typeof p.height === 'number' ? `${p.height}px` : (p.height ?? '1em'))};
  width: ${(p) => (typeof p.width === 'number' ? `${p.width}px` : (p.width ?? '100%'))};
  border-radius: ${(p) => p.radius ?? p.theme.radius.md};
  background: #e7e3da;
  animation: ${pulse} 1.6s ease-in-out infinite;
`;

/** `count` card-shaped placeholders, marked as one busy region for assistive technology. */
export function SkeletonCards({ count, imageHeight = 180, label = 'Loading' }: { count: number; imageHeight?: number; label?: string }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} data-testid="skeleton" aria-hidden="true" css={{ display: 'flex', flexDirection: 'column', gap: 10 }}>
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
