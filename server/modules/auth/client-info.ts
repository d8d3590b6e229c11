import type { FastifyRequest } from 'fastify';
import type { ClientInfo } from './login-service';

/**
 * Who signs in from where, for the login log. A route whose path carries a credential
 * (`traceAsPattern`: the one-time code of getLoginUser) is logged by its pattern, as the request
 * trace records it.
 */
export function clientOf(request: FastifyRequest): ClientInfo {
  const path = request.routeOptions.config.traceAsPattern
    ? (request.routeOptions.url ?? '')
    : (request.url.split('?')[0] ?? '');
  return { ip: request.ip, userAgent: request.headers['user-agent'], url: path };
}
