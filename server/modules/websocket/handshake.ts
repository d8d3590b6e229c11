import type { AppDeps } from '../../fastify-types';
import { MESSAGES } from '../../plugins/envelope';
import { authenticate } from '../session/service';
import type { AuthOutcome } from '../session/auth-context';

/**
 * The browser sends the token as the only Sec-WebSocket-Protocol value (`new WebSocket(url, [token])`).
 * Returns it, or null when the header is missing, empty or lists several values.
 */
export function tokenFromProtocolHeader(header: string | string[] | undefined): string | null {
  if (header === undefined || Array.isArray(header)) return null;
  const values = header.split(',').map((v) => v.trim());
  if (values.length !== 1 || values[0] === '') return null;
  return values[0] ?? null;
}

/**
 * The same session check as every HTTP request (idle and absolute lifetime, revoked session,
 * frozen or deleted user), and the path user id must be the token's user. A browser cannot send
 * a tenant header on a WebSocket handshake: the notification socket carries no tenant, the live
 * grid socket names it in the query (`tenant`, checked exactly as the tenant header would be).
 */
export async function authenticateHandshake(
  deps: AppDeps,
  protocolHeader: string | string[] | undefined,
  pathUserId: string,
  tenant?: string,
): Promise<AuthOutcome> {
  const token = tokenFromProtocolHeader(protocolHeader);
  if (!token) return { ok: false, message: MESSAGES.tokenInvalid };
  const outcome = await authenticate(deps, token, tenant);
  if (outcome.ok && outcome.auth.user.id !== pathUserId) {
    return { ok: false, message: MESSAGES.tokenInvalid };
  }
  return outcome;
}
