import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerStatic, findWebDist } from './plugins/static-web.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { attachPostgresAdapter, attachRedisAdapter } from './plugins/socket-adapter.ts';
import { openRedis } from './providers/redis.ts';
import { attachSocket, type Realtime } from './plugins/socket.ts';
import { eq } from 'drizzle-orm';
import { drivers } from './db/schema/index.ts';
import { buildServices, type Services } from './services.ts';
import { createTokenService } from './modules/auth/tokens.ts';
import { createAuthenticator } from './plugins/authenticate.ts';
import { createAccountRepository } from './modules/auth/account.repository.ts';
import { registerRoutes } from './routes.ts';
import { recordRoutes } from './plugins/route-list.ts';
import { backupRoutes } from './modules/backup/backup.routes.ts';

export interface BuiltApp {
  app: FastifyInstance;
  realtime: Realtime;
  services: Services;
}

export interface BuildOptions {
  /** With the embedded database: the token that lets `npm run backup` ask this process for a backup. */
  backupToken?: string;
}

/** Builds the whole server without listening; tests call this with their own database. */
export async function buildApp(config: AppConfig, database: Database, options: BuildOptions = {}): Promise<BuiltApp> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    // Trusting X-Forwarded-For from anyone would let clients pick their IP and dodge rate limits.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
  });
  recordRoutes(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('account', null);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandler(app);

  registerSecurityHeaders(app);
  if (config.corsOrigins.length) await app.register(cors, { origin: config.corsOrigins });
  // Dynamic answers (JSON lists) are gzipped; built assets are served precompressed instead.
  await app.register(compress, { encodings: ['gzip'], threshold: 1024 });
  await app.register(multipart, { limits: { fileSize: config.maxUploadBytes, files: 6, fields: 40, fieldSize: 64 * 1024 } });

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

  const tokens = createTokenService(config.jwtSecret, config.jwtTtl);
  const auth = createAuthenticator({ tokens, accounts: createAccountRepository(database.db) });
  const realtime = attachSocket(app, auth, config.corsOrigins, {
    async driverHearsOffers(driverId) {
      const [row] = await database.db
        .select({ status: drivers.verificationStatus })
        .from(drivers)
        .where(eq(drivers.id, driverId));
      return row?.status === 'Approved';
    },
  });
  registerMetrics(app, { realtime, token: config.metricsToken });
  const redis = config.redisUrl ? openRedis(config.redisUrl, app.log, 'shared') : null;
  if (redis) {
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
    attachRedisAdapter(app, realtime, redis);
  } else if (database.engine === 'postgres' && config.databaseUrl) {
    await attachPostgresAdapter(app, realtime, config.databaseUrl);
  }
  const services = buildServices({ config, db: database.db, auth, tokens, realtime, log: app.log, redis });
  await registerRoutes(app, services, database);
  if (options.backupToken && database.engine === 'pglite') await app.register(backupRoutes({ config, database, token: options.backupToken }));
  await registerStatic(app, { storage: config.storage, files: services.storage, webDist: findWebDist(config.webDist) });
  return { app, realtime, services };
}
