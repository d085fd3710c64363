import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AnswerCache } from '../../lib/answer-cache.ts';

/** Smaller answers are sent as they are (the compression plugin's threshold, app.ts). */
const GZIP_FROM_BYTES = 1024;

/**
 * A route's key: its name and every field of its validated query, in a fixed order. The query is
 * all such a route's answer depends on besides the catalogue and the time: these routes read no
 * account, header or cookie.
 */
export function answerKey(route: string, query: object): string {
  const fields = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${route}?${JSON.stringify(fields)}`;
}

/** Whether Accept-Encoding takes gzip: named with a q above 0, or `*` when gzip is not named. */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  if (!header) return false;
  const codings = new Map<string, number>();
  for (const part of [header].flat().join(',').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    codings.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  return (codings.get('gzip') ?? codings.get('*') ?? 0) > 0;
}

function wantsGzip(request: FastifyRequest): boolean {
  return request.headers['x-no-compression'] === undefined && acceptsGzip(request.headers['accept-encoding']);
}

/**
 * Sends the route's answer through `cache`: computed by `answer` and serialised by the route's
 * own response schema when not kept. A kept answer is gzipped once, for every client that
 * takes gzip, instead of by the compression plugin at every request (which then leaves it be).
 */
export function sendKept(reply: FastifyReply, cache: AnswerCache, key: string, answer: () => Promise<unknown>): Promise<FastifyReply> {
  // The route's serialiser (its zod response schema) writes JSON text.
  return sendKeptJson(reply, cache, key, async () => reply.serialize(await answer()) as string);
}

/** sendKept for an answer computed as JSON text already (the storefront's pages). */
export async function sendKeptJson(reply: FastifyReply, cache: AnswerCache, key: string, json: () => Promise<string>): Promise<FastifyReply> {
  const kept = await cache.answer(key, json);
  reply.type('application/json; charset=utf-8');
  if (kept.json.length < GZIP_FROM_BYTES || !wantsGzip(reply.request)) return reply.send(kept.json);
  kept.gzip ??= gzipSync(kept.json);
  const vary = reply.getHeader('vary');
  return reply
    .header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding')
    .header('content-encoding', 'gzip')
    .send(kept.gzip);
}
