import type { FastifySerializerCompiler } from 'fastify';
import { jsonOf } from './composed-json.ts';

/**
 * For answers of hundreds of rows (whole store or product lists): the rows are built by DTO
 * functions from public columns only, so they are sent as plain JSON (jsonOf: JSON.stringify's
 * text, with composed items written from their kept text) instead of being parsed again against
 * the zod response schema, which costs several milliseconds per answer. The schema still
 * documents the answer in the OpenAPI description.
 */
export const plainJson: FastifySerializerCompiler<unknown> = () => (data) => jsonOf(data);
