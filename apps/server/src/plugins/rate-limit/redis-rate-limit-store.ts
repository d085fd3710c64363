import type { Redis } from 'ioredis';
import type { RateLimitStore } from './rate-limit-store.ts';

/** One round trip per hit: count it and start the window's expiry with the first hit. */
const HIT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }`;

/** Counters in Redis (with REDIS_URL), shared by every process; Redis drops ended windows itself. */
export function createRedisRateLimitStore(redis: Redis, prefix = 'sokoni:rate:'): RateLimitStore {
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT, 1, `${prefix}${key}`, Math.max(1, Math.round(windowMs)))) as [number, number];
      return { count, resetAt: Date.now() + ttl };
    },
    async clear(key) {
      await redis.del(`${prefix}${key}`);
    },
  };
}
