import type { FastifyInstance } from 'fastify';
import type { RateLimitBucket } from '../security/policy';
import { fail, MESSAGES } from './envelope';

export interface RateRule {
  max: number;
  windowMs: number;
}

export type RateLimits = Record<RateLimitBucket, RateRule>;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { max: 20, windowMs: 60_000 },
  captcha: { max: 60, windowMs: 60_000 },
  sms: { max: 5, windowMs: 60_000 },
  register: { max: 10, windowMs: 600_000 },
  checkOnlyUser: { max: 30, windowMs: 60_000 },
  phoneVerification: { max: 10, windowMs: 600_000 },
  passwordChange: { max: 10, windowMs: 600_000 },
};

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window counter per (bucket, IP), in memory. Several processes each count on their own,
 * which only makes the limit looser by the process count; the account lockout lives in the DB.
 */
export function registerRateLimit(app: FastifyInstance, limits: RateLimits): void {
  const windows = new Map<string, Window>();
  const sweep = (now: number) => {
    for (const [key, w] of windows) if (w.resetAt <= now) windows.delete(key);
  };
  app.addHook('onRequest', async (request, reply) => {
    const bucket = request.routeOptions.config.rateLimit;
    if (!bucket) return;
    const rule = limits[bucket];
    const now = Date.now();
    if (windows.size > 10_000) sweep(now);
    const key = `${bucket}|${request.ip}`;
    let w = windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + rule.windowMs };
      windows.set(key, w);
    }
    w.count += 1;
    if (w.count > rule.max) {
      reply.header('Retry-After', String(Math.ceil((w.resetAt - now) / 1000)));
      return reply.code(429).send(fail(MESSAGES.tooMany, 429));
    }
  });
}
