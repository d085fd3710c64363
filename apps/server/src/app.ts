import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import multipart from '@fastify/multipart';
import compress from '@fastify/compress';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerCors } from './plugins/cors.ts';
import { registerPrivateAnswers } from './plugins/private-answers.ts';
import { registerStorableText } from './plugins/storable-text.ts';
import { BAD_ADDRESS_MESSAGE } from './lib/storable-text.ts';
import { errorSerializers } from './lib/log-redaction.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { registerStatic, findWebDist } from './plugins/static-web.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { attachPostgresAdapter, attachRedisAdapter, type RealtimeLink } from './plugins/socket-adapter.ts';
import { openRedis } from './providers/redis.ts';
import { attachSocket, type Realtime } from './plugins/socket.ts';
import { eq } from 'drizzle-orm';
import { drivers } from './db/schema/index.ts';
import { buildServices, type Services } from './services.ts';
import { createTokenService } from './lib/tokens.ts';
import { createAuthenticator } from './plugins/authenticate.ts';
import { createAccountRepository } from './plugins/account.repository.ts';
import { registerRoutes } from './routes.ts';
import { CATALOGUE_CHANNEL } from './lib/answer-cache.ts';
import { checkCatalogueWrites, registerCatalogueWrites } from './modules/catalog/catalogue-writes.ts';
import { recordRoutes } from './plugins/route-list.ts';
import { closeSilentConnections } from './plugins/silent-connections.ts';
import { backupRoutes } from './modules/backup/backup.routes.ts';
import { prettyLogStream } from './lib/pretty-log.ts';
import { languageOfHeader } from './i18n/request-language.ts';
import { inLanguage } from './i18n/translate-message.ts';
import { registerAnswerLanguage } from './i18n/answer-language.ts';

export interface BuiltApp {
  app: FastifyInstance;
  realtime: Realtime;
  services: Services;
}

export interface BuildOptions {
  /** With the embedded database: the token that lets `npm run backup` ask this process for a backup. */
  backupToken?: string;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: { write(line: string): void };
  /** Tests: a route not marked `changesCatalogue` that writes what catalogue answers show fails (the database logs through `catalogueWriteCheck`). */
  checkCatalogueWrites?: boolean;
}

/** Tests' own stream first; otherwise readable lines at a terminal in development, JSON lines in production. */
function logDestination(config: AppConfig, options: BuildOptions): { stream?: { write(line: string): void } } {
  if (options.logStream) return { stream: options.logStream };
  return config.logFormat === 'pretty' ? { stream: prettyLogStream() } : {};
}

/** Builds the whole server without listening; tests call this with their own database. */
export async function buildApp(config: AppConfig, database: Database, options: BuildOptions = {}): Promise<BuiltApp> {
  // Errors are logged through an allow-list: no SQL parameters or personal data in the logs.
  const logger: FastifyServerOptions['logger'] =
    config.logLevel === 'silent' ? false : { level: config.logLevel, serializers: errorSerializers, ...logDestination(config, options) };
  const app = Fastify({
    logger,
    bodyLimit: 1024 * 1024,
    // Deadlines for slow or silent clients; values and reasons in docs/decisions/013-timeouts-and-reconnects.md.
    connectionTimeout: config.http.idleMs,
    requestTimeout: config.http.requestMs,
    keepAliveTimeout: config.http.keepAliveMs,
    http: {
      headersTimeout: config.http.headersMs,
      // How often Node looks for requests past those deadlines (its default is 30 s).
      connectionsCheckingInterval: Math.min(5000, Math.max(50, Math.floor(config.http.headersMs / 4))),
    },
    // Trusting X-Forwarded-For from anyone would let clients pick their IP and dodge rate limits.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    genReqId: () => crypto.randomUUID(),
    // A path Fastify cannot decode (a percent-encoded lone surrogate or invalid UTF-8) gets our error shape.
    frameworkErrors: (_error, request, reply) => {
      const message = inLanguage(BAD_ADDRESS_MESSAGE, languageOfHeader(request.headers['accept-language']));
      void (reply as FastifyReply).status(400).send({ message, code: 'validation', requestId: request.id });
    },
    requestIdHeader: 'x-request-id',
  });
  closeSilentConnections(app.server, config.http.headersMs);
  recordRoutes(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('account', null);
  app.decorateRequest('accountLanguage', null);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandler(app);
  registerPrivateAnswers(app);
  registerStorableText(app);

  registerSecurityHeaders(app, config);
  await registerCors(app, config.corsOrigins);
  // Dynamic answers (JSON lists) are gzipped; built assets are served precompressed instead.
  await app.register(compress, { encodings: ['gzip'], threshold: 1024 });
  await app.register(multipart, { limits: { fileSize: config.maxUploadBytes, files: 6, fields: 40, fieldSize: 64 * 1024 } });

  await registerApiDocs(app, { enabled: config.apiDocs });

  const tokens = createTokenService(config.jwtSecret, config.jwtTtl);
  const auth = createAuthenticator({ tokens, accounts: createAccountRepository(database.db) });
  // Before any route: every answer's message is translated, errors into the token's account language too.
  registerAnswerLanguage(app, auth.languageOf);
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
  let realtimeLink: RealtimeLink | null = null;
  if (redis) {
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
    realtimeLink = attachRedisAdapter(app, realtime, redis);
  } else if (database.engine === 'postgres' && config.databaseUrl) {
    realtimeLink = await attachPostgresAdapter(app, realtime, config.databaseUrl, config.db);
  }
  const services = buildServices({ config, db: database.db, textSearch: database.textSearch, auth, tokens, realtime, log: app.log, redis });
  // A route that writes what catalogue answers show (a store's edit, an order's stock, an admin's
  // suspension) is marked `changesCatalogue`: this process's next catalogue answer shows its change
  // at once, without waiting for the notification to come back (decision 032). Other writes keep them.
  registerCatalogueWrites(app, services.catalog.changes);
  if (options.checkCatalogueWrites) checkCatalogueWrites(app);
  await registerRoutes(app, services, database, realtimeLink);
  if (config.catalogueCacheMs > 0) {
    // Kept catalogue answers are dropped on every change committed by any process (decision 032).
    const catalogueChanges = await database.listen(CATALOGUE_CHANNEL, services.catalog.changes);
    services.catalog.answers.hearChangesFrom(catalogueChanges.listening);
    app.addHook('onClose', async () => catalogueChanges.close());
  }
  // Every kind is registered by now; stopping waits for the jobs in hand before the database closes.
  app.addHook('onReady', async () => services.jobs.start());
  app.addHook('onClose', async () => services.jobs.stop());
  if (options.backupToken && database.engine === 'pglite') await app.register(backupRoutes({ config, database, token: options.backupToken }));
  await registerStatic(app, { files: services.storage, webDist: findWebDist(config.webDist), answers: services.catalog.answers });
  return { app, realtime, services };
}
