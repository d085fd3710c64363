import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type ErrorCode } from '../lib/errors.ts';
import { isDatabaseUnavailable, isRedisUnavailable } from '../db/unavailable.ts';

export const DATABASE_UNAVAILABLE_MESSAGE = 'Sokoni cannot reach its database right now. Please try again in a moment.';
export const BRIEFLY_UNAVAILABLE_MESSAGE = 'Sokoni is briefly unavailable. Please try again in a moment.';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'validation',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/** Zod's generic sentences ('Invalid input …') get the field name; our own sentences stand alone. */
function describeIssue(path: readonly PropertyKey[], message: string): string {
  const field = path.map(String).join('.');
  if (!field || !/^(invalid|expected|too|unrecognized)/i.test(message)) return message;
  return `${field}: ${message}`;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const requestId = request.id;
    if (error instanceof AppError) {
      if (error.statusCode === 500 && isDatabaseUnavailable(error.cause)) {
        request.log.warn({ err: error, cause: error.cause }, 'database unavailable');
        return reply.status(503).send({ message: DATABASE_UNAVAILABLE_MESSAGE, code: 'unavailable', requestId });
      }
      if (error.statusCode >= 500) request.log.error({ err: error, cause: error.cause }, error.message);
      return reply.status(error.statusCode).send({ message: error.message, code: error.code, requestId, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const path = (first?.instancePath ?? '').split('/').filter(Boolean);
      const message = first ? describeIssue(path, first.message ?? "Invalid value") : 'Invalid request.';
      return reply.status(400).send({ message, code: 'validation', requestId });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type ...).
      return reply.status(status).send({ message: error.message, code: CODE_BY_STATUS[status] ?? 'validation', requestId });
    }
    if (isDatabaseUnavailable(error)) {
      // Not a bug: the database is down, restarting or frozen. Answer fast and clearly; it recovers by itself.
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).send({ message: DATABASE_UNAVAILABLE_MESSAGE, code: 'unavailable', requestId });
    }
    if (isRedisUnavailable(error)) {
      request.log.warn({ err: error }, 'redis unavailable');
      return reply.status(503).send({ message: BRIEFLY_UNAVAILABLE_MESSAGE, code: 'unavailable', requestId });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.', code: 'internal', requestId });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `No route for ${request.method} ${request.url.split('?')[0]}`, code: 'not_found', requestId: request.id });
  });
}
