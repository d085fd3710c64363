import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPageQuery, ZPartnerIdQuery, ZProduct, ZProductList, ZSubcategoryQuery } from '@sokoni/domain/contracts/catalog';
import { IdParams, zId } from './catalog-params.ts';
import { plainJson } from './plain-json.ts';
import type { ProductService } from './product.service.ts';

const tags = ['catalog'];

export function productRoutes(deps: { products: ProductService }) {
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const list = { 200: ZProductList };
    // List answers may hold up to 500 products (see plain-json.ts).
    const serializerCompiler = plainJson;

    r.get(
      '/api/all-products',
      { serializerCompiler, schema: { tags, summary: 'Every public product, newest first', querystring: ZPageQuery, response: list } },
      async (request) => deps.products.all(request.query),
    );

    r.get(
      '/api/product/search',
      { serializerCompiler, schema: { tags, summary: 'Products of one subcategory (any case)', querystring: ZSubcategoryQuery, response: list } },
      async (request) => deps.products.bySubcategory(request.query.subcategory, request.query),
    );

    r.get(
      '/api/products/by-shop/:shop',
      {
        serializerCompiler,
        schema: {
          tags,
          summary: 'Products of a store named by id, slug or business name',
          params: z.object({ shop: z.string().trim().min(1).max(200) }),
          querystring: ZPageQuery,
          response: list,
        },
      },
      async (request) => deps.products.byShop(request.params.shop, request.query),
    );

    r.get(
      '/api/products-by-partner/:partnerId',
      { serializerCompiler, schema: { tags, summary: 'Products of one store (store page)', params: z.object({ partnerId: zId('partnerId') }), querystring: ZPageQuery, response: list } },
      async (request) => deps.products.byPartner(request.params.partnerId, request.query),
    );

    r.get(
      '/api/products',
      { serializerCompiler, schema: { tags, summary: 'Products of one store (?partnerId=), or all', querystring: ZPartnerIdQuery, response: list } },
      async (request) => {
        const { partnerId } = request.query;
        return partnerId ? deps.products.byPartner(partnerId.toLowerCase(), request.query) : deps.products.all(request.query);
      },
    );

    r.get(
      '/api/products/:id',
      { schema: { tags, summary: 'One product (product page)', params: IdParams, response: { 200: ZProduct } } },
      async (request) => deps.products.getById(request.params.id),
    );
  };
}
