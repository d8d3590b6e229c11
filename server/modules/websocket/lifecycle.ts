import type { FastifyInstance } from 'fastify';
import type { StartablePushHub } from '../../lib/push/create-hub';
import { closeEndedSessions, SESSION_SWEEP_MS, sweepLiveSockets } from './session-sweep';

/**
 * Starts the push hub and the session sweep when the app is ready, stops both on close. Registered
 * after the route-policy check, so an app that refuses to start never opens a LISTEN connection.
 */
export function registerPushLifecycle(app: FastifyInstance, hub: StartablePushHub): void {
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    await hub.start();
    timer = setInterval(() => {
      closeEndedSessions(app.deps.db, app.deps.sockets, app.deps.config).catch((err: unknown) => {
        app.log.warn({ err }, 'websocket session sweep failed');
      });
      sweepLiveSockets(app.deps).catch((err: unknown) => {
        app.log.warn({ err }, 'live grid socket sweep failed');
      });
    }, SESSION_SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    timer = null;
    await hub.close();
    app.deps.sockets.closeAll();
    app.deps.liveSockets.closeAll();
  });
}
