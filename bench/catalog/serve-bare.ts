import Fastify from 'fastify';

/** The yardstick: a bare Fastify route answering a small JSON object, no database. */
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
process.on('disconnect', () => {
  void app.close().finally(() => process.exit(0));
});
