import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * A Redis connection for state shared between processes (socket.io rooms, rate-limit counters).
 * Commands fail after one retry instead of queueing for ever, so a Redis outage turns into clear
 * errors (and a failing /readyz) rather than requests that hang.
 */
export function openRedis(url: string, log: Pick<FastifyBaseLogger, 'error'>, name: string): Redis {
  const client = new Redis(url, {
    connectionName: `sokoni-${name}`,
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
    commandTimeout: 2_000,
  });
  let lastLogged = 0;
  client.on('error', (error) => {
    // ioredis reports every reconnection attempt; once a few seconds is enough for the log.
    if (Date.now() - lastLogged > 5_000) {
      lastLogged = Date.now();
      log.error({ err: error }, `redis (${name}) connection error`);
    }
  });
  return client;
}
