import { createHmac, randomBytes } from 'node:crypto';
import { signToken, type TokenClaims } from '../../../server/lib/jwt';

/**
 * Forged token shapes for the JWT attack corpus. Each is built from a real token's claims so the
 * only thing wrong with it is the one property the case is about.
 */

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function claimsOf(token: string): TokenClaims {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims;
}

function withHeader(header: Record<string, unknown>, claims: TokenClaims, secret: string, hash: string) {
  const data = `${b64(header)}.${b64(claims)}`;
  return `${data}.${createHmac(hash, secret).update(data).digest('base64url')}`;
}

/** Every forged shape of a genuine token (the secret is the server's own where the shape needs it). */
export function forgedTokens(genuine: string, secret: string, otherUsername: string): Record<string, string> {
  const claims = claimsOf(genuine);
  const [header, payload] = genuine.split('.') as [string, string, string];
  const now = Math.floor(Date.now() / 1000);
  return {
    'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
    'alg none, upper case': `${b64({ alg: 'NONE', typ: 'JWT' })}.${payload}.`,
    'HS512 header, signed with the real secret': withHeader(
      { alg: 'HS512', typ: 'JWT' },
      claims,
      secret,
      'sha512',
    ),
    'RS256 header, HMAC-signed with the real secret': withHeader(
      { alg: 'RS256', typ: 'JWT' },
      claims,
      secret,
      'sha256',
    ),
    'forged signature': `${header}.${payload}.${randomBytes(32).toString('base64url')}`,
    'signature stripped': `${header}.${payload}.`,
    'changed username, old signature': `${header}.${b64({ ...claims, username: otherUsername })}.${genuine.split('.')[2] ?? ''}`,
    // A validly signed token whose username is not the session's user: the session check refuses it.
    'changed username, re-signed': signToken({ ...claims, username: otherUsername }, secret),
    'unknown session, re-signed': signToken(
      { ...claims, sid: randomBytes(24).toString('base64url') },
      secret,
    ),
    expired: signToken({ ...claims, iat: now - 7200, exp: now - 60 }, secret),
    'exp as a string': withHeader(
      { alg: 'HS256', typ: 'JWT' },
      { ...claims, exp: String(now + 3600) as unknown as number },
      secret,
      'sha256',
    ),
    'another secret': signToken(claims, `${secret}-other`),
    'two segments': `${header}.${payload}`,
    'four segments': `${genuine}.x`,
    'oversized token': `${genuine}${'A'.repeat(5000)}`,
    'Bearer prefix': `Bearer ${genuine}x`,
  };
}
