import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Ties a third-party sign-in round trip to the browser that started it (no login CSRF): the
 * render route sets an HttpOnly cookie derived from the state, and the callback signs in only when
 * the returning browser carries it. Someone who sends a victim their own callback link cannot set
 * that cookie on our origin, so the victim is never signed in as them. SameSite=Lax: the provider's
 * redirect back is a top-level GET, which carries it.
 */
export const BROWSER_COOKIE = 'cwxt_third_login';
const MAX_AGE_S = 10 * 60;

const proof = (secret: string, state: string) =>
  createHmac('sha256', secret).update(`third-login-browser:${state}`).digest('base64url');

export function setBrowserBinding(
  reply: FastifyReply,
  request: FastifyRequest,
  secret: string,
  state: string,
  path: string,
): void {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'Set-Cookie',
    `${BROWSER_COOKIE}=${proof(secret, state)}; Path=${path}; Max-Age=${MAX_AGE_S}; HttpOnly; SameSite=Lax${secure}`,
  );
}

/** Clears the cookie once the round trip is over (used or not). */
export function clearBrowserBinding(reply: FastifyReply, path: string): void {
  reply.header('Set-Cookie', `${BROWSER_COOKIE}=; Path=${path}; Max-Age=0; HttpOnly; SameSite=Lax`);
}

function cookieValue(header: string | undefined): string | null {
  for (const part of (header ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === BROWSER_COOKIE) return rest.join('=');
  }
  return null;
}

/** True when the request carries the cookie made for this state. */
export function hasBrowserBinding(request: FastifyRequest, secret: string, state: string): boolean {
  const given = cookieValue(request.headers.cookie);
  if (!given) return false;
  const expected = Buffer.from(proof(secret, state));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
