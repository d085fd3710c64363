import type { FastifyInstance } from 'fastify';
import { findUnstorableText, unstorableText } from '../lib/storable-text.ts';

/** Request headers the API reads as text (the others are only passed to Fastify and Node). */
const READ_HEADERS = ['authorization', 'idempotency-key', 'content-type', 'x-request-id'] as const;

/**
 * Refuses, before validation, any request whose path parameters, query, JSON body or read headers
 * carry a NUL byte or a lone surrogate: a 400 naming the field instead of a 500 from the database.
 * Multipart fields are checked where they are read (lib/multipart.ts).
 */
export function registerStorableText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const found =
      findUnstorableText(request.params, 'path') ??
      findUnstorableText(request.query, 'query') ??
      findUnstorableText(request.body, 'body') ??
      READ_HEADERS.map((name) => findUnstorableText(request.headers[name], `the ${name} header`)).find(Boolean) ??
      null;
    if (found) throw unstorableText(found);
  });
}
