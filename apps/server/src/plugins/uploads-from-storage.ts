import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isPrivatePath, storageKey, type FileStorage } from '../providers/storage/storage.ts';
import { createSizedImages, formatFor, isResizable, snapWidth } from '../providers/storage/sized-images.ts';

/**
 * Public uploads (pictures) may be embedded by other sites: clients on another origin show them.
 * Business permits are never served under /uploads and keep helmet's same-origin policy.
 */
export const PUBLIC_UPLOAD_RESOURCE_POLICY = 'cross-origin';

/** Every uploaded name is a fresh id, so a file never changes under its path and browsers may keep it for a year. */
const FOREVER = 'public, max-age=31536000, immutable';
/** Demo pictures keep their names when a new version draws them differently: a day, then ask again. */
const A_DAY = 'public, max-age=86400';
const cacheFor = (path: string) => (path.startsWith('/uploads/seed/') ? A_DAY : FOREVER);

/**
 * Serves /uploads/* from storage (the local directory or an S3-compatible bucket, which stays
 * private): the public paths stored in rows keep working whichever backend holds the bytes.
 * `?w=320` answers the picture 160, 320, 640 or 1280 pixels wide, as WebP when the browser
 * accepts it and JPEG otherwise, so a phone on a prepaid bundle never downloads a full-size photo.
 */
export function registerUploadsFromStorage(app: FastifyInstance, storage: FileStorage) {
  const sized = createSizedImages(storage);
  const missing = (request: FastifyRequest, reply: FastifyReply) => reply.status(404).send({ message: 'File not found.', code: 'not_found', requestId: request.id });
  const publicHeaders = (reply: FastifyReply, etag: string, path: string) =>
    reply
      .header('cache-control', cacheFor(path))
      .header('etag', etag)
      .header('x-content-type-options', 'nosniff')
      .header('cross-origin-resource-policy', PUBLIC_UPLOAD_RESOURCE_POLICY);

  app.get<{ Querystring: { w?: string } }>('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // Permits go to the admin through their own authorised route, never through here.
    if (storageKey(path) === null || isPrivatePath(path)) return missing(request, reply);

    const widthAsked = request.query.w;
    if (widthAsked !== undefined && isResizable(path)) {
      if (!/^\d{1,5}$/.test(widthAsked) || Number(widthAsked) < 1) {
        return reply.status(400).send({ message: 'w must be a width in pixels, e.g. w=320.', code: 'bad_request', requestId: request.id });
      }
      const width = snapWidth(Number(widthAsked));
      const format = formatFor(request.headers.accept);
      const etag = `"${path}@${width}.${format}"`;
      reply.header('vary', 'Accept');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      const image = await sized.get(path, width, format);
      if (!image) return missing(request, reply);
      if (image.size !== undefined) reply.header('content-length', String(image.size));
      return publicHeaders(reply.type(image.contentType), etag, path).send(image.bytes);
    }

    const etag = `"${path}"`;
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    const file = await storage.get(path);
    if (!file) return missing(request, reply);
    if (file.size !== undefined) reply.header('content-length', String(file.size));
    return publicHeaders(reply.type(file.contentType), etag, path).send(file.body);
  });
}
