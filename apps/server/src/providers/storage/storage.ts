import type { Readable } from 'node:stream';

/** A stored file as read back for serving. */
interface StoredFile {
  body: Readable;
  contentType: string;
  /** Bytes, when the backend says. */
  size: number | undefined;
}

/**
 * Where uploaded files live: a local directory by default, an S3-compatible bucket when configured.
 * Callers only ever see public paths (/uploads/products/x.webp), which stay the same whichever
 * backend holds the bytes, so switching backends never rewrites stored rows.
 */
export interface FileStorage {
  /** For the start-up banner and logs, e.g. "local directory ./data/uploads". */
  readonly description: string;
  /** Stores bytes under folder/name and returns the public path (e.g. /uploads/products/x.webp). */
  put(folder: string, name: string, bytes: Buffer | string, contentType: string): Promise<string>;
  /** Reads a stored file back, or null when there is none (or the path is not one we write). */
  get(publicPath: string): Promise<StoredFile | null>;
  /** Deletes a stored file; a missing file or a foreign path is not an error. */
  remove(publicPath: string): Promise<void>;
}

/** Folders whose files are never served to the public (business permits and drivers' ID and licence photos go to the admin only). */
const PRIVATE_FOLDERS = ['permits', 'driver-documents'] as const;

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * 'products/x.webp' for '/uploads/products/x.webp', or null for anything else: only paths of the
 * shape we write are turned into keys, so '..', empty segments or other prefixes never reach a backend.
 */
export function storageKey(publicPath: string): string | null {
  if (!publicPath.startsWith('/uploads/')) return null;
  const key = publicPath.slice('/uploads/'.length);
  const segments = key.split('/');
  if (segments.length < 2 || !segments.every((s) => SEGMENT.test(s) && !s.includes('..'))) return null;
  return key;
}

export function publicPath(folder: string, name: string): string {
  const path = `/uploads/${folder}/${name}`;
  if (storageKey(path) === null) throw new Error(`Not a storable file name: ${folder}/${name}`);
  return path;
}

export function isPrivatePath(publicPathOrKey: string): boolean {
  const key = publicPathOrKey.replace(/^\/uploads\//, '');
  return PRIVATE_FOLDERS.some((folder) => key.startsWith(`${folder}/`));
}
