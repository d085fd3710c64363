/** The widths the server makes pictures in (`/uploads/…?w=`), see the README's Pictures section. */
export const IMAGE_WIDTHS = [160, 320, 640, 1280] as const;

const RESIZABLE_UPLOAD = /\/uploads\/[^?#]+\.(webp|png|jpe?g)$/i;

/**
 * A srcset offering every width of an uploaded picture, so a phone takes the smallest one its
 * screen needs; null for drawings and outside pictures, which are served as they are.
 */
export function uploadSrcSet(url: string | null): string | null {
  if (!url || !RESIZABLE_UPLOAD.test(url)) return null;
  return IMAGE_WIDTHS.map((w) => `${url}?w=${w} ${w}w`).join(', ');
}
