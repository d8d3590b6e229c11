import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { BizError } from '../plugins/envelope';

// A Host header is a name or an IPv6 literal with an optional port; anything else is refused
// before it can become part of a return address given to a provider.
const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/**
 * This console's origin as the browser sees it, for OAuth2 / CAS return addresses: PUBLIC_ORIGIN
 * when configured (set it behind a proxy), else the scheme and Host of the request itself,
 * normalised (`http://h:80` → `http://h`). A malformed Host answers `invalidMessage`.
 */
export function ownOrigin(config: Config, request: FastifyRequest, invalidMessage = '请求地址无效'): string {
  if (config.publicOrigin) return new URL(config.publicOrigin).origin;
  if (!HOST.test(request.host)) throw new BizError(invalidMessage);
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    throw new BizError(invalidMessage);
  }
}
