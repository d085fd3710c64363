import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { timingSafeEqual } from 'node:crypto';
import type { Realtime } from './socket.ts';
import { isFromThisMachine } from '../lib/local-request.ts';

function sameSecret(given: string | undefined, expected: string): boolean {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(`Bearer ${expected}`);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Prometheus metrics at /metrics: request latency by route, orders placed, live sockets, and the
 * process defaults. Each app has its own registry so several apps in one process never clash.
 * Without METRICS_TOKEN, open only to the machine itself, judged by the TCP peer and every forwarded
 * hop (so a client of the cluster proxy, whose peer is always loopback, is refused); with it, only to
 * `Authorization: Bearer $METRICS_TOKEN`.
 */
export function registerMetrics(app: FastifyInstance, opts: { realtime: Realtime; token: string | undefined }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by method, route and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const ordersPlaced = new Counter({ name: 'sokoni_orders_placed_total', help: 'Orders placed', registers: [registry] });
  new Gauge({
    name: 'sokoni_socket_connections',
    help: 'Connected socket.io clients on this process',
    registers: [registry],
    collect() {
      this.set(opts.realtime.io.engine.clientsCount);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    // Unmatched URLs share one label so scanners cannot blow up the series count.
    const route = request.routeOptions.url ?? 'unmatched';
    latency.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
    if (route === '/api/orders/place' && reply.statusCode === 201) ordersPlaced.inc();
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const allowed = opts.token ? sameSecret(request.headers.authorization, opts.token) : isFromThisMachine(request);
    if (!allowed) return reply.status(403).send({ message: 'Metrics are not public.', code: 'forbidden', requestId: request.id });
    return reply.header('content-type', registry.contentType).send(await registry.metrics());
  });
}
