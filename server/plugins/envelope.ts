import { WIRE_MESSAGES, type Result } from '../../src/shared/domain/contract/result';

// JeecgBoot Result factories (CONTRACT §1.2). `ok` answers code 200, `okZero` code 0 for the
// handlers that never set a code in JeecgBoot; clients test `success`, the login family `code`.

export function ok<T>(result: T, message = ''): Result<T> {
  return { success: true, message, code: 200, result, timestamp: Date.now() };
}

/** `Result.ok(String msg)`: the message is also the result. */
export function okMessage(message: string): Result<string> {
  return ok(message, message);
}

export function okZero<T>(result: T, message = ''): Result<T> {
  return { success: true, message, code: 0, result, timestamp: Date.now() };
}

export function fail<T = null>(message: string, code = 500, result: T | null = null): Result<T | null> {
  return { success: false, message, code, result, timestamp: Date.now() };
}

/**
 * A business failure with a user-facing Chinese message. Services throw it; the error handler
 * turns it into `fail(message, code)` with the given HTTP status (200 unless stated).
 */
export class BizError extends Error {
  constructor(
    message: string,
    readonly code = 500,
    readonly httpStatus = 200,
    readonly result: unknown = null,
  ) {
    super(message);
    this.name = 'BizError';
  }
}

export const MESSAGES = {
  generic: '操作失败，请稍后重试',
  tokenInvalid: WIRE_MESSAGES.tokenInvalid,
  tenantChanged: '用户租户信息变更,请重新登录!',
  noAuth: WIRE_MESSAGES.noAuth,
  notFound: '路径不存在，请检查路径是否正确',
  tooMany: '请求过于频繁，请稍后再试',
  badRequest: '请求参数不正确',
} as const;
