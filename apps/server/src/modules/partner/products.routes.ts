import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zObjectId, ZMessageResponse } from '@sokoni/domain/contracts/common';
import { PRODUCT_IMAGE_LIMIT_MESSAGE, ZOwnProduct, ZProductAvailability, ZProductEdit, ZProductForm, ZProductImageChanges } from '@sokoni/domain/contracts/product';
import { badRequest } from '../../lib/errors.ts';
import { readForm, type MultipartBody } from '../../lib/multipart.ts';
import { accountOf, type Authenticator } from '../../plugins/authenticate.ts';
import type { ProductService } from './products.service.ts';

const IdParams = z.object({ id: zObjectId('id') });

function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.output<T> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid form.');
  return parsed.data;
}

/**
 * Reads the product form. The multipart plugin stops the upload once a request carries more
 * files than any product may have; that is reported with the form's own sentence.
 */
async function readProductForm(request: FastifyRequest): Promise<MultipartBody & { images: Buffer[] }> {
  try {
    const form = await readForm(request, ['images'], Number.POSITIVE_INFINITY);
    return { ...form, images: form.files.map((f) => f.buffer) };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') throw badRequest(PRODUCT_IMAGE_LIMIT_MESSAGE);
    throw error;
  }
}

const multipartSchema = { consumes: ['multipart/form-data', 'application/json'], security: [{ bearer: [] }] };

export function productRoutes(deps: { auth: Authenticator; products: ProductService }) {
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/api/products',
      {
        config: { changesCatalogue: true },
        preHandler: deps.auth.require('partner'),
        schema: { tags: ['products'], summary: "Add a product to the caller's store (multipart, images up to 5)", ...multipartSchema, response: { 201: ZOwnProduct } },
      },
      async (request, reply) => {
        const form = await readProductForm(request);
        const fields = parseFields(ZProductForm, form.fields);
        const changes = parseFields(ZProductImageChanges, form.fields);
        const product = await deps.products.create(accountOf(request), fields, changes, form.images);
        return reply.status(201).send(product);
      },
    );

    r.put(
      '/api/products/:id',
      {
        config: { changesCatalogue: true },
        preHandler: deps.auth.require('partner'),
        schema: { tags: ['products'], summary: 'Edit an own product (any subset of fields, images added and deleted)', params: IdParams, ...multipartSchema, response: { 200: ZOwnProduct } },
      },
      async (request) => {
        const form = await readProductForm(request);
        const edit = parseFields(ZProductEdit, form.fields);
        const changes = parseFields(ZProductImageChanges, form.fields);
        return deps.products.update(accountOf(request), request.params.id, edit, changes, form.images);
      },
    );

    r.put(
      '/api/products/:id/availability',
      {
        config: { changesCatalogue: true },
        preHandler: deps.auth.require('partner'),
        schema: { tags: ['products'], summary: "Mark an own product sold out (until a time, 'endOfDay', or turned back on) or available; stock is kept", params: IdParams, body: ZProductAvailability, security: [{ bearer: [] }], response: { 200: ZOwnProduct } },
      },
      async (request) => deps.products.setAvailability(accountOf(request), request.params.id, request.body),
    );

    r.delete(
      '/api/products/:id',
      {
        config: { changesCatalogue: true },
        preHandler: deps.auth.require('partner'),
        schema: { tags: ['products'], summary: 'Delete an own product (past orders keep their copy)', params: IdParams, security: [{ bearer: [] }], response: { 200: ZMessageResponse } },
      },
      async (request) => deps.products.remove(accountOf(request), request.params.id),
    );
  };
}
