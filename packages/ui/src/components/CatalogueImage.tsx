import { imageSrcSet } from '@kingside/contracts';
import type { ImgHTMLAttributes } from 'react';

export interface CatalogueImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> {
  src: string;
  /** how wide the picture is drawn at each viewport width, for the browser's choice among the variants */
  sizes: string;
}

/**
 * The picture of a product, lesson or article. An image uploaded through the back office has WebP
 * variants named from its URL (imageVariants()), offered here through `srcset` so a phone or a card
 * downloads the width it draws instead of the original. The pictures the site ships (`/images/…`) have
 * none: they render as the plain `<img>` they always were, attribute for attribute, so server-rendered
 * markup and hydration are unchanged for them.
 */
export function CatalogueImage({ src, sizes, ...props }: CatalogueImageProps) {
  const srcSet = imageSrcSet(src);
  // srcSet and sizes are left out entirely (not empty) without variants; the other attributes keep the
  // caller's order after src, as a plain <img> written there would.
  return srcSet ? <img src={src} srcSet={srcSet} sizes={sizes} {...props} /> : <img src={src} {...props} />;
}
