import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { SchemaVersion } from '../../db/schema-version.ts';

export const ARCHIVE_FORMAT = 'sokoni-backup';
export const ARCHIVE_VERSION = 1;

export interface TableEntry {
  name: string;
  rows: number;
  /** Path inside the archive of its JSON lines (one row_to_json object a line). */
  file: string;
}

export interface UploadsEntry {
  storage: 'local' | 's3';
  /** Files in the archive (local storage), or keys listed in `keysFile` (S3: the bytes stay in the bucket). */
  count: number;
  bytes: number;
  /** Upload paths the rows refer to that storage did not have when the backup ran. */
  missing: string[];
  /** With S3: where the listing of the keys the rows refer to is. */
  keysFile?: string;
  bucket?: string;
  prefix?: string;
}

export interface Manifest {
  format: typeof ARCHIVE_FORMAT;
  version: typeof ARCHIVE_VERSION;
  createdAt: string;
  engine: 'pglite' | 'postgres';
  schema: SchemaVersion;
  /** In foreign-key order: a table comes after every table it refers to. */
  tables: TableEntry[];
  sequencesFile: string;
  uploads: UploadsEntry;
  /** SHA-256 (hex) of every other file in the archive, by path. */
  files: Record<string, string>;
  /** SHA-256 of this manifest without this field: covers the counts, the schema and every file's hash. */
  checksum: string;
}

export function sha256File(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(path)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

export function manifestChecksum(manifest: Omit<Manifest, 'checksum'> & { checksum?: string }): string {
  const { checksum: _ignored, ...body } = manifest;
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}
