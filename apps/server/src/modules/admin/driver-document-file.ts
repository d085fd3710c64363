import type { Readable } from 'node:stream';
import { notFound } from '../../lib/errors.ts';
import type { FileStorage } from '../../providers/storage/storage.ts';

/** What the driver's upload writes: an id and .webp (images are re-encoded). */
const DOCUMENT_PATH = /^\/uploads\/driver-documents\/([0-9a-f]{24})\.webp$/;

/**
 * Opens a driver's ID or licence photo. Like business permits these are never public files; only a
 * stored path of exactly the shape we write is opened.
 */
export async function openDriverDocument(storage: FileStorage, storedPath: string | null, what: string): Promise<{ stream: Readable; size: number | undefined }> {
  if (!storedPath || !DOCUMENT_PATH.test(storedPath)) throw notFound(`This driver has not uploaded a ${what} yet.`);
  const file = await storage.get(storedPath);
  if (!file) throw notFound(`The ${what} file is missing. Ask the driver to upload it again.`);
  return { stream: file.body, size: file.size };
}
