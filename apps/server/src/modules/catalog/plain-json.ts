import type { FastifySerializerCompiler } from 'fastify';

/**
 * For answers of hundreds of rows (whole store or product lists): the rows are built by DTO
 * functions from public columns only, so they are sent with plain JSON.stringify instead of being
 * parsed again against the zod response schema, which costs several milliseconds per answer.
 * The schema still documents the answer in the OpenAPI description.
 */
export const plainJson: FastifySerializerCompiler<unknown> = () => (data) => JSON.stringify(data);
