import { createHmac, timingSafeEqual } from 'node:crypto';

export interface TokenClaims {
  username: string;
  sid: string;
  iat: number;
  exp: number;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function sign(data: string, secret: string): string {
  return createHmac('sha256', secret).update(data).digest('base64url');
}

export function signToken(claims: TokenClaims, secret: string): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${HEADER}.${payload}.${sign(`${HEADER}.${payload}`, secret)}`;
}

function decodeJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

/**
 * Verifies an HS256 token. Only the algorithm we issue is accepted: `none`, HS512, RS256 and any
 * other header are refused before the signature is even looked at.
 */
export function verifyToken(token: string, secret: string, nowSeconds: number): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [headerPart, payloadPart, sigPart] = parts as [string, string, string];
  const header = decodeJson(headerPart) as { alg?: unknown } | null;
  if (!header || header.alg !== 'HS256') return null;
  const expected = Buffer.from(sign(`${headerPart}.${payloadPart}`, secret));
  const given = Buffer.from(sigPart);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const claims = decodeJson(payloadPart) as Partial<TokenClaims> | null;
  if (
    !claims ||
    typeof claims.username !== 'string' ||
    typeof claims.sid !== 'string' ||
    typeof claims.exp !== 'number' ||
    typeof claims.iat !== 'number'
  ) {
    return null;
  }
  if (claims.exp <= nowSeconds) return null;
  return { username: claims.username, sid: claims.sid, iat: claims.iat, exp: claims.exp };
}
