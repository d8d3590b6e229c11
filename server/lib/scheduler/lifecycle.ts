import type { FastifyInstance } from 'fastify';
import type { SchedulerRuntime } from './runtime';

/**
 * Starts competing for the job runner role when the app is ready (if `run`), and on close stops
 * firing, waits for running handlers (bounded) and ends the lock connection. Registered after the
 * route-policy check, so an app that refuses to start never runs a job.
 */
export function registerSchedulerLifecycle(
  app: FastifyInstance,
  runtime: SchedulerRuntime,
  run: boolean,
): void {
  if (run) app.addHook('onReady', () => runtime.start());
  app.addHook('onClose', () => runtime.close());
}
