import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { storageKey, type FileStorage } from './storage.ts';

/** The widths pictures are served in; any other request is rounded up to one of them (at most the largest). */
export const IMAGE_WIDTHS = [160, 320, 640, 1280] as const;
export type ImageFormat = 'webp' | 'jpeg';

const CONTENT_TYPE: Record<ImageFormat, string> = { webp: 'image/webp', jpeg: 'image/jpeg' };
/** Raster pictures we resize; SVG drawings are already small and sharp at every width. */
const RESIZABLE = /\.(webp|png|jpe?g)$/i;

export function snapWidth(requested: number): number {
  return IMAGE_WIDTHS.find((w) => w >= requested) ?? 1280;
}

/** WebP to every browser that says it takes it, JPEG to the few that do not. */
export function formatFor(accept: string | undefined): ImageFormat {
  return /image\/webp/i.test(accept ?? '') ? 'webp' : 'jpeg';
}

export function isResizable(publicPath: string): boolean {
  return RESIZABLE.test(publicPath);
}

/** Where the variant of a picture is kept: beside the others, under sized/, never overwriting an upload. */
function variantOf(publicPath: string, width: number, format: ImageFormat): { folder: string; name: string } | null {
  const key = storageKey(publicPath);
  if (key === null) return null;
  const slash = key.lastIndexOf('/');
  return { folder: `sized/${key.slice(0, slash)}`, name: `${key.slice(slash + 1)}.w${width}.${format === 'webp' ? 'webp' : 'jpg'}` };
}

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

export interface SizedImage {
  bytes: Buffer | Readable;
  contentType: string;
  size: number | undefined;
}

/**
 * A picture at one of IMAGE_WIDTHS: made with sharp on the first request, stored, and read back
 * from storage afterwards, so each size is made once per picture (and once per process at a time).
 */
export function createSizedImages(storage: FileStorage) {
  const making = new Map<string, Promise<SizedImage | null>>();

  async function make(publicPath: string, width: number, format: ImageFormat, variant: { folder: string; name: string }): Promise<SizedImage | null> {
    const original = await storage.get(publicPath);
    if (!original) return null;
    const source = await bytesOf(original.body);
    const image = sharp(source, { animated: false }).resize({ width, withoutEnlargement: true });
    const bytes = format === 'webp' ? await image.webp({ quality: 78 }).toBuffer() : await image.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
    await storage.put(variant.folder, variant.name, bytes, CONTENT_TYPE[format]);
    return { bytes, contentType: CONTENT_TYPE[format], size: bytes.length };
  }

  return {
    async get(publicPath: string, width: number, format: ImageFormat): Promise<SizedImage | null> {
      const variant = variantOf(publicPath, width, format);
      if (!variant) return null;
      const stored = await storage.get(`/uploads/${variant.folder}/${variant.name}`);
      if (stored) return { bytes: stored.body, contentType: CONTENT_TYPE[format], size: stored.size };
      const id = `${variant.folder}/${variant.name}`;
      let pending = making.get(id);
      if (!pending) {
        pending = make(publicPath, width, format, variant).finally(() => making.delete(id));
        making.set(id, pending);
      }
      return pending;
    },
  };
}
export type SizedImages = ReturnType<typeof createSizedImages>;
