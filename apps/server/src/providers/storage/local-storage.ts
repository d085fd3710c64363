import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import type { FileStorage } from './storage.ts';

export function createLocalStorage(uploadsDir: string): FileStorage {
  return {
    async put(folder, name, bytes) {
      const dir = join(uploadsDir, folder);
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, name), bytes);
      return `/uploads/${folder}/${name}`;
    },
    async remove(publicPath) {
      if (!publicPath.startsWith('/uploads/')) return;
      const relative = normalize(publicPath.slice('/uploads/'.length));
      if (relative.startsWith('..')) return;
      await unlink(join(uploadsDir, relative)).catch(() => undefined);
    },
  };
}
