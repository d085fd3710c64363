import { useState, type ImgHTMLAttributes } from 'react';
import { uploadSrcSet } from '../../lib/image-srcset.ts';

const PLACEHOLDER = '/placeholder.svg';
const API_BASE: string = import.meta.env.VITE_API_BASE_URL ?? '';

/** Images the API names by path ('/uploads/...') live on the API's origin; absolute URLs stay as they are. */
export function assetUrl(src: string | null | undefined): string | null {
  if (!src) return null;
  if (/^(https?:|data:|blob:)/i.test(src)) return src;
  return `${API_BASE}${src.startsWith('/') ? '' : '/'}${src}`;
}

/**
 * An image that shows the placeholder when it has no source or fails to load. Given `sizes` (how
 * wide it is drawn), an uploaded picture also offers its smaller widths, and the browser downloads
 * the one the screen needs instead of the full-size photo.
 */
export function FallbackImage({ src, alt, sizes, ...rest }: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src: string | null | undefined }) {
  const url = assetUrl(src);
  const [failed, setFailed] = useState<string | null>(null);
  const shown = url && failed !== url ? url : PLACEHOLDER;
  const srcSet = sizes && shown === url ? uploadSrcSet(url) : null;
  return (
    <img
      src={shown}
      srcSet={srcSet ?? undefined}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(url)}
      {...rest}
    />
  );
}
