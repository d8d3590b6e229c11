import type { FastifyError, FastifyInstance } from 'fastify';
import { BizError, fail, MESSAGES } from './envelope';

const CLIENT_ERRORS: Record<number, string> = {
  404: MESSAGES.notFound,
  405: '不支持该请求方法',
  406: '不支持的响应格式',
  413: '请求内容过大',
  415: '不支持的请求内容类型',
};

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
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 400) {
      request.log.info({ reqId: request.id, code: error.code }, 'bad request');
      return reply.code(200).send(fail(MESSAGES.badRequest));
    }
    if (status > 400 && status < 500) {
      request.log.info({ reqId: request.id, code: error.code }, 'client error');
      return reply.code(status).send(fail(CLIENT_ERRORS[status] ?? MESSAGES.badRequest, status));
    }
    request.log.error({ reqId: request.id, err: error }, 'request failed');
    // JeecgBoot answers exceptions with HTTP 200 and code 500 (CONTRACT §1.3).
    return reply.code(200).send(fail(MESSAGES.generic));
  });
}
