import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { tmpdir } from 'node:os';
import { extract } from 'tar';
import { codeSchemaVersion, isNewerThanCode } from '../../db/schema-version.ts';
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, manifestChecksum, sha256File, type Manifest } from './manifest.ts';

/** A backup that must not be restored; the message says why, for the operator. */
export class RestoreRefused extends Error {}

export interface OpenedArchive {
  dir: string;
  manifest: Manifest;
  remove(): void;
}

function filesUnder(root: string, dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(root, join(dir, e.name)) : [relative(root, join(dir, e.name)).split('\\').join('/')],
  );
}

/**
 * Unpacks an archive into a temporary folder and proves it whole before anything is written to a
 * database: every file matches its SHA-256, nothing is missing or added, the manifest matches its
 * own checksum, and its schema is one this code knows.
 */
export async function openArchive(file: string): Promise<OpenedArchive> {
  if (!existsSync(file) || !statSync(file).isFile()) throw new RestoreRefused(`No backup file at ${file}`);
  const dir = mkdtempSync(join(tmpdir(), 'sokoni-restore-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    try {
      // Plain files and folders only: a link inside an archive could point outside the folder.
      await extract({ file, cwd: dir, strict: true, filter: (_path, entry) => 'type' in entry && (entry.type === 'File' || entry.type === 'Directory') });
    } catch (error) {
      throw new RestoreRefused(`The archive is corrupted: it cannot be unpacked (${(error as Error).message})`);
    }
    let manifest: Manifest;
    try {
      manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Manifest;
    } catch {
      throw new RestoreRefused('The archive is corrupted or not a Sokoni backup: it has no readable manifest.json');
    }
    if (manifest.format !== ARCHIVE_FORMAT) throw new RestoreRefused('This is not a Sokoni backup (its manifest names another format)');
    if (manifest.version !== ARCHIVE_VERSION) throw new RestoreRefused(`This backup has format version ${manifest.version}; this version of Sokoni reads version ${ARCHIVE_VERSION}`);
    if (manifest.checksum !== manifestChecksum(manifest)) throw new RestoreRefused('The archive is corrupted: its manifest does not match its checksum');
    const present = filesUnder(dir).filter((f) => f !== 'manifest.json');
    const listed = Object.keys(manifest.files);
    const extra = present.filter((f) => !(f in manifest.files));
    const absent = listed.filter((f) => !present.includes(f));
    if (extra.length || absent.length) {
      throw new RestoreRefused(`The archive is corrupted: ${absent.length ? `missing ${absent.slice(0, 3).join(', ')}` : `unexpected ${extra.slice(0, 3).join(', ')}`}`);
    }
    for (const path of listed) {
      if ((await sha256File(join(dir, path))) !== manifest.files[path]) throw new RestoreRefused(`The archive is corrupted: ${path} does not match its checksum`);
    }
    if (isNewerThanCode(manifest.schema)) {
      throw new RestoreRefused(
        `The backup's schema (${manifest.schema.migration}) is newer than this version of Sokoni (${codeSchemaVersion().migration}): restore it with the version that made it, or a newer one.`,
      );
    }
    return { dir, manifest, remove };
  } catch (error) {
    remove();
    throw error;
  }
}
