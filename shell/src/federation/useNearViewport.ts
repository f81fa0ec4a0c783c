import { useEffect, useRef, useState } from 'react';

/**
 * True once the element comes within `margin` of the viewport (and from then on). Sections below the fold
 * wait for it before downloading their remote, so a first visit only pays for what it shows.
 */
export function useNearViewport<T extends Element>(enabled: boolean, margin = '200px') {
  const ref = useRef<T>(null);
  // A browser without IntersectionObserver loads at once; the build-time pre-render (no window) draws
  // the placeholder, as the browser's first render does.
  const [near, setNear] = useState(!enabled || (typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined'));
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}
