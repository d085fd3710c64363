import { createReadStream } from 'node:fs';
import { mkdir, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import { publicPath, storageKey, type FileStorage } from './storage.ts';

/** Types of the files we write; the local backend keeps no metadata beside the bytes. */
const TYPE_BY_EXTENSION: Record<string, string> = {
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
};

/** Files under a local directory (DATA_DIR/uploads); fine for one machine, not for several. */
export function createLocalStorage(uploadsDir: string): FileStorage {
  const fileOf = (path: string) => {
    const key = storageKey(path);
    return key === null ? null : join(uploadsDir, key);
  };
  return {
    description: `local directory ${uploadsDir}`,
    async put(folder, name, bytes) {
      const path = publicPath(folder, name);
      const file = fileOf(path)!;
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, bytes);
      return path;
    },
    async get(path) {
      const file = fileOf(path);
      if (!file) return null;
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      const contentType = TYPE_BY_EXTENSION[extname(file).toLowerCase()] ?? 'application/octet-stream';
      return { body: createReadStream(file), contentType, size: info.size };
    },
    async remove(path) {
      const file = fileOf(path);
      if (file) await unlink(file).catch(() => undefined);
    },
  };
}
