import { createReadStream, type ReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { notFound } from '../../lib/errors.ts';

/** What saveDocument writes: an id and .pdf, or .webp for re-encoded images. */
const PERMIT_PATH = /^\/uploads\/permits\/([0-9a-f]{24})\.(pdf|webp)$/;
const TYPES = { pdf: 'application/pdf', webp: 'image/webp' } as const;

export interface PermitFile {
  stream: ReadStream;
  contentType: string;
  size: number;
  extension: string;
}

/**
 * Opens a store's business permit from DATA_DIR/uploads/permits. Permits are never served as
 * static files; only a stored path of exactly the shape we write is opened, so a path edited
 * to point elsewhere ('../', another folder) is simply not found.
 */
export async function openBusinessPermit(uploadsDir: string, storedPath: string | null): Promise<PermitFile> {
  const match = storedPath ? PERMIT_PATH.exec(storedPath) : null;
  if (!match) throw notFound('This store has no business permit on file.');
  const [, name, extension] = match as unknown as [string, string, keyof typeof TYPES];
  const file = join(uploadsDir, 'permits', `${name}.${extension}`);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw notFound('The business permit file is missing. Ask the store to upload it again.');
  return { stream: createReadStream(file), contentType: TYPES[extension], size: info.size, extension };
}
