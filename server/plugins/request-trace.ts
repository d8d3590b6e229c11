import type { FastifyInstance } from 'fastify';
import type { Monitor } from '../lib/monitor/history';
import { pathOnly } from '../lib/monitor/request-log';

/**
 * 请求追踪: one onResponse hook records method, path (query string cut off), status, duration and
 * the signed-in user's name of every API request into the monitor's ring; the notification socket
 * is left out (one long-lived upgrade, not a request). Nothing else of the request is read: no
 * headers, tokens or bodies. Also starts the monitor's sampler with the app and stops it on close.
 */
export function registerRequestTrace(app: FastifyInstance, monitor: Monitor, apiBase: string): void {
  const socketPrefix = `${apiBase}/websocket/`;
  app.addHook('onResponse', async (request, reply) => {
    const concrete = pathOnly(request.url);
    if (!concrete.startsWith(`${apiBase}/`) || concrete.startsWith(socketPrefix)) return;
    // A path that carries a credential (the one-time code of getLoginUser) is recorded as its pattern.
    const path = request.routeOptions.config.traceAsPattern
      ? (request.routeOptions.url ?? concrete)
      : concrete;
    monitor.requests.record({
      at: Date.now(),
      method: request.method,
      path,
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 100) / 100,
      username: request.auth?.user.username ?? null,
    });
  });
  app.addHook('onReady', async () => monitor.start());
  app.addHook('onClose', async () => monitor.stop());
}
