import type { FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1', 'localhost']);

/** Every address a request passed through: the X-Forwarded-For and Forwarded hops, then the TCP peer. */
export function addressChain(request: Pick<FastifyRequest, 'headers' | 'socket'>): string[] {
  const forwardedFor = [request.headers['x-forwarded-for']].flat().filter((v): v is string => typeof v === 'string');
  const hops = forwardedFor.flatMap((v) => v.split(',')).map((hop) => hop.trim());
  const forwarded = [request.headers['forwarded']].flat().filter((v): v is string => typeof v === 'string');
  for (const element of forwarded.flatMap((v) => v.split(','))) {
    const match = /(?:^|;)\s*for=("?)\[?([^\]";]*)\]?\1/i.exec(element);
    hops.push(match?.[2]?.replace(/:\d+$/, '') ?? 'unknown');
  }
  return [...hops, request.socket.remoteAddress ?? ''];
}

/**
 * True when the request comes from this machine: the TCP peer is loopback and so is every hop the
 * forwarding headers name. Behind the project's own proxy (scripts/start-cluster.mjs) the peer is
 * always loopback, so the chain the proxy appends decides; a client cannot pass by writing
 * `X-Forwarded-For: 127.0.0.1`, since the proxy adds its real address after it.
 */
export function isFromThisMachine(request: Pick<FastifyRequest, 'headers' | 'socket'>): boolean {
  return addressChain(request).every((hop) => LOOPBACK.has(hop.toLowerCase()));
}
