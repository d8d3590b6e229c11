import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BizError, fail, MESSAGES } from './envelope';

const CLIENT_ERRORS: Record<number, string> = {
  404: MESSAGES.notFound,
  405: '不支持该请求方法',
  406: '不支持的响应格式',
  413: '请求内容过大',
  415: '不支持的请求内容类型',
};

export const DB_UNAVAILABLE_MESSAGE = '数据库暂时不可用，请稍后重试';

// PostgreSQL unreachable or restarting: socket errors, connection classes 08 and 57P0x (admin
// shutdown, crash shutdown, starting up), and pg's own text for a connection cut mid-query.
const DB_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
]);

function isDatabaseUnavailable(error: { code?: unknown; message?: unknown }): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  if (DB_DOWN_CODES.has(code) || code.startsWith('08')) return true;
  const message = typeof error.message === 'string' ? error.message : '';
  return /^Connection terminated|^Client has encountered a connection error/.test(message);
}

function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return MESSAGES.badRequest;
  const missing = (first.params as { missingProperty?: unknown } | undefined)?.missingProperty;
  const field =
    typeof missing === 'string' ? missing : first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  // Field names are safe to echo (they come from our schema); values and ajv text are not.
  return field && /^[A-Za-z0-9_.]+$/.test(field) ? `${MESSAGES.badRequest}：${field}` : MESSAGES.badRequest;
}

/**
 * Errors Fastify raises before routing (a bad percent-encoding, an over-long path parameter):
 * without this, Fastify answers its own JSON, which echoes the URL and has no Result envelope.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  reply.header('X-Request-Id', request.id);
  const status = typeof error.statusCode === 'number' && error.statusCode < 500 ? error.statusCode : 400;
  request.log.info({ reqId: request.id, code: error.code }, 'bad request');
  if (status === 400) void reply.code(200).send(fail(MESSAGES.badRequest));
  else void reply.code(status).send(fail(CLIENT_ERRORS[status] ?? MESSAGES.badRequest, status));
}

/**
 * The only place exceptions become responses. It never echoes exception text, SQL, stacks or
 * paths: business errors carry their own Chinese message, everything else gets a generic one and
 * is logged with the request id (also sent as X-Request-Id so support can find the log line).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | BizError, request, reply) => {
    reply.header('X-Request-Id', request.id);
    if (error instanceof BizError) {
      return reply.code(error.httpStatus).send(fail(error.message, error.code, error.result));
    }
    if (error.validation) {
      return reply.code(200).send(fail(validationMessage(error)));
    }
    // PostgreSQL refuses NUL in text (22021): bad input from the caller, not a server fault.
    if ((error as { code?: unknown }).code === '22021')
      return reply.code(200).send(fail(MESSAGES.badRequest));
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 400) {
      request.log.info({ reqId: request.id, code: error.code }, 'bad request');
      return reply.code(200).send(fail(MESSAGES.badRequest));
    }
    if (status > 400 && status < 500) {
      request.log.info({ reqId: request.id, code: error.code }, 'client error');
      return reply.code(status).send(fail(CLIENT_ERRORS[status] ?? MESSAGES.badRequest, status));
    }
    if (isDatabaseUnavailable(error)) {
      // Not the generic message: the user should wait and retry, not report a bug.
      request.log.warn({ reqId: request.id, code: error.code }, 'database unavailable');
      return reply.code(503).send(fail(DB_UNAVAILABLE_MESSAGE, 503));
    }
    request.log.error({ reqId: request.id, err: error }, 'request failed');
    // JeecgBoot answers exceptions with HTTP 200 and code 500 (CONTRACT §1.3).
    return reply.code(200).send(fail(MESSAGES.generic));
  });
}
