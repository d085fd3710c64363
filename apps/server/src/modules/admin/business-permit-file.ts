import type { Readable } from 'node:stream';
import { notFound } from '../../lib/errors.ts';
import type { FileStorage } from '../../providers/storage/storage.ts';

/** What saveDocument writes: an id and .pdf, or .webp for re-encoded images. */
const PERMIT_PATH = /^\/uploads\/permits\/([0-9a-f]{24})\.(pdf|webp)$/;
const TYPES = { pdf: 'application/pdf', webp: 'image/webp' } as const;

interface PermitFile {
  stream: Readable;
  contentType: string;
  size: number | undefined;
  extension: string;
}

/**
 * Opens a store's business permit from storage. Permits are never served as public files; only a
 * stored path of exactly the shape we write is opened, so a path edited to point elsewhere
 * ('../', another folder) is simply not found.
 */
export async function openBusinessPermit(storage: FileStorage, storedPath: string | null): Promise<PermitFile> {
  const match = storedPath ? PERMIT_PATH.exec(storedPath) : null;
  if (!match) throw notFound('This store has no business permit on file.');
  const extension = match[2] as keyof typeof TYPES;
  const file = await storage.get(storedPath!);
  if (!file) throw notFound('The business permit file is missing. Ask the store to upload it again.');
  return { stream: file.body, contentType: TYPES[extension], size: file.size, extension };
}
