import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { FastifyBaseLogger } from 'fastify';
import { newId } from '../../db/ids.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { FileStorage } from './storage.ts';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
const MAX_IMAGE_SIDE = 1600;

/**
 * A file whose bytes are not what its field accepts is bad input (400), whatever its name or
 * declared type says. Checks uploads by their bytes (never the file name or the client's content type), re-encodes
 * images to WebP (which also strips metadata and anything hidden in them) and stores them.
 */
export function createUploads(storage: FileStorage, maxBytes: number, log: Pick<FastifyBaseLogger, 'warn'>) {
  function checkSize(field: string, bytes: Buffer) {
    if (bytes.length > maxBytes) {
      throw new AppError('payload_too_large', `${field} is too large (maximum ${Math.round(maxBytes / 1024 / 1024)} MB).`);
    }
  }

  async function saveImage(field: string, folder: string, bytes: Buffer): Promise<string> {
    checkSize(field, bytes);
    const type = await fileTypeFromBuffer(bytes);
    if (!type || !IMAGE_TYPES.has(type.mime)) {
      throw badRequest(`${field} must be a JPEG, PNG, WebP, GIF or AVIF image.`);
    }
    let webp: Buffer;
    try {
      webp = await sharp(bytes, { animated: false })
        .rotate()
        .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
    } catch {
      throw badRequest(`${field} could not be read as an image.`);
    }
    return storage.put(folder, `${newId()}.webp`, webp, 'image/webp');
  }

  /** Business permits may be an image or a PDF. */
  async function saveDocument(field: string, folder: string, bytes: Buffer): Promise<string> {
    checkSize(field, bytes);
    const type = await fileTypeFromBuffer(bytes);
    if (type?.mime === 'application/pdf') return storage.put(folder, `${newId()}.pdf`, bytes, 'application/pdf');
    if (type && IMAGE_TYPES.has(type.mime)) return saveImage(field, folder, bytes);
    throw badRequest(`${field} must be an image or a PDF.`);
  }

  /**
   * Files are deleted after the rows that named them are gone, so a storage hiccup here must not
   * fail a request that already succeeded: the file is left behind and logged.
   */
  async function remove(path: string): Promise<void> {
    await storage.remove(path).catch((error: unknown) => log.warn({ err: error, path }, 'could not delete a stored file'));
  }

  return { saveImage, saveDocument, remove };
}
export type Uploads = ReturnType<typeof createUploads>;
