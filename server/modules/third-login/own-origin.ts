import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { BizError } from '../../plugins/envelope';

/**
 * This console's origin as the browser sees it: PUBLIC_ORIGIN when configured (set it behind a
 * proxy), else the scheme and Host of the request itself, normalised (`http://h:80` → `http://h`).
 */
export function ownOrigin(config: Config, request: FastifyRequest): string {
  const raw = config.publicOrigin ?? `${request.protocol}://${request.host}`;
  try {
    return new URL(raw).origin;
  } catch {
    throw new BizError('请求地址无效');
  }
}
