import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { timingSafeEqual } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { writeBackup } from './write-backup.ts';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * With the embedded database only this process may read it, so `npm run backup` asks it here.
 * Only a caller holding the token from DATA_DIR/running-server.json gets an answer.
 */
export function backupRoutes(deps: { config: AppConfig; database: Database; token: string }) {
  return async function (app: FastifyInstance) {
    app.post('/api/ops/backup', { schema: { hide: true } }, async (request, reply) => {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!sameToken(given, deps.token)) throw new AppError('forbidden', 'Backups are taken with npm run backup on the server machine.');
      const staging = mkdtempSync(join(deps.config.dataDir, '.backup-'));
      const out = join(staging, 'backup.tar.gz');
      try {
        await writeBackup({ database: deps.database, storage: deps.config.storage, out });
      } catch (error) {
        rmSync(staging, { recursive: true, force: true });
        throw error;
      }
      const stream = createReadStream(out);
      stream.on('close', () => rmSync(staging, { recursive: true, force: true }));
      return reply.header('content-type', 'application/gzip').header('cache-control', 'no-store').send(stream);
    });
  };
}
