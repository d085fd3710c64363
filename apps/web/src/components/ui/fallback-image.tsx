import { useState, type ImgHTMLAttributes } from 'react';

const PLACEHOLDER = '/placeholder.svg';
const API_BASE: string = import.meta.env.VITE_API_BASE_URL ?? '';

/** Images the API names by path ('/uploads/...') live on the API's origin; absolute URLs stay as they are. */
export function assetUrl(src: string | null | undefined): string | null {
  if (!src) return null;
  if (/^(https?:|data:|blob:)/i.test(src)) return src;
  return `${API_BASE}${src.startsWith('/') ? '' : '/'}${src}`;
}

/** An image that shows the placeholder when it has no source or fails to load. */
export function FallbackImage({ src, alt, ...rest }: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src: string | null | undefined }) {
  const url = assetUrl(src);
  const [failed, setFailed] = useState<string | null>(null);
  const shown = url && failed !== url ? url : PLACEHOLDER;
  return <img src={shown} alt={alt} loading="lazy" decoding="async" onError={() => setFailed(url)} {...rest} />;
}
