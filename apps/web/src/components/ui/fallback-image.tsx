import { useState, type ImgHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useDataSaver } from '../../lib/data-saver.ts';
import { uploadSrcSet } from '../../lib/image-srcset.ts';
import { ImageIcon } from './icons.tsx';

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
  const { t } = useTranslation('ui');
  const url = assetUrl(src);
  const [failed, setFailed] = useState<string | null>(null);
  const dataSaver = useDataSaver();
  const [shownAnyway, setShownAnyway] = useState(false);
  // Data saver: a real picture waits for a tap (the placeholder drawing costs nothing).
  if (dataSaver && url && !shownAnyway) {
    return (
      <button
        type="button"
        onClick={() => setShownAnyway(true)}
        aria-label={alt ? t('fallbackImage.showNamed', { alt }) : t('fallbackImage.show')}
        className="relative z-10 flex min-h-11 w-full items-center justify-center gap-1.5 bg-stone-100 px-2 py-2 text-xs font-medium text-stone-700 hover:bg-stone-200"
      >
        <ImageIcon className="size-4" />
        {t('fallbackImage.show')}
      </button>
    );
  }
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
