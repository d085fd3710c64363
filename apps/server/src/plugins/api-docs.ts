import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document and its page at /docs: always in development, in production only when API_DOCS=1. */
export async function registerApiDocs(app: FastifyInstance, opts: { enabled: boolean }): Promise<void> {
  if (!opts.enabled) return;
  await app.register(swagger, {
    openapi: {
      info: { title: 'Sokoni API', version: '1.0.0', description: 'Local delivery marketplace for Kenyan towns.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    // The docs page runs inline scripts: its own CSP carries their hashes (and keeps plain http working).
    staticCSP: true,
    transformStaticCSP: (header) => header.replace('upgrade-insecure-requests;', ''),
  });
}
