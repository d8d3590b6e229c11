import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticate } from '../modules/session/service';
import { serveClient } from '../static/serve-client';
import { fail, MESSAGES } from './envelope';

function normalisedPath(url: string): string {
  const raw = url.split('?')[0] ?? '';
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // Undecodable paths are compared raw; they can only ever reach the 401/404 answers.
  }
  return decoded
    .replace(/\\/g, '/')
    .replace(/\/{2,}/g, '/')
    .toLowerCase();
}

/** True for anything that looks like it is under API_BASE, however it is spelled. */
export function isApiPath(url: string, apiBase: string): boolean {
  const path = normalisedPath(url);
  const base = apiBase.toLowerCase();
  return path === base || path.startsWith(`${base}/`) || path.startsWith(`${base};`);
}

async function answerUnknownApi(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const token = request.headers['x-access-token'];
  const outcome = await authenticate(app.deps, Array.isArray(token) ? token[0] : token, undefined);
  if (!outcome.ok) return reply.code(401).send(fail(MESSAGES.tokenInvalid, 401));
  return reply.code(404).send(fail(MESSAGES.notFound, 404));
}

/**
 * Unknown API paths answer 401 to strangers (no route discovery) and 404 to signed-in users.
 * Every other GET/HEAD is the single-page client (served from here, so it is never a route).
 */
export function registerNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(request.url, app.deps.config.apiBase)) return answerUnknownApi(app, request, reply);
    if (request.method === 'GET' || request.method === 'HEAD')
      return serveClient(app.deps.config, request, reply);
    return reply.code(404).send(fail(MESSAGES.notFound, 404));
  });
}
