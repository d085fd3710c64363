import type { FastifyInstance } from 'fastify';
import { isPrivatePath, storageKey, type FileStorage } from '../providers/storage/storage.ts';

/**
 * Public uploads (pictures) may be embedded by other sites: clients on another origin show them.
 * Business permits are never served under /uploads and keep helmet's same-origin policy.
 */
export const PUBLIC_UPLOAD_RESOURCE_POLICY = 'cross-origin';

/**
 * Serves /uploads/* from a remote backend (an S3-compatible bucket): the bucket stays private and
 * the public paths stored in rows keep working. Every stored name is a fresh id, so a file never
 * changes under its path and browsers may keep it for a year.
 */
export function registerUploadsFromStorage(app: FastifyInstance, storage: FileStorage) {
  app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const missing = () => reply.status(404).send({ message: 'File not found.', code: 'not_found', requestId: request.id });
    // Permits go to the admin through their own authorised route, never through here.
    if (storageKey(path) === null || isPrivatePath(path)) return missing();
    if (request.headers['if-none-match'] === `"${path}"`) return reply.status(304).send();
    const file = await storage.get(path);
    if (!file) return missing();
    if (file.size !== undefined) reply.header('content-length', String(file.size));
    return reply
      .type(file.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', `"${path}"`)
      .header('x-content-type-options', 'nosniff')
      .header('cross-origin-resource-policy', PUBLIC_UPLOAD_RESOURCE_POLICY)
      .send(file.body);
  });
}
