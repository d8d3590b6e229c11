import type { Result } from '../domain/contract/result';

/** A `Result` envelope that did not succeed, carried as an Error so flows can `catch` it. */
export class ApiError extends Error {
  readonly code: number;
  readonly result: unknown;

  constructor(envelope: Pick<Result, 'message' | 'code'> & { result?: unknown }, fallback = '操作失败') {
    super(envelope.message || fallback);
    this.name = 'ApiError';
    this.code = envelope.code;
    this.result = envelope.result;
  }
}

/** The message of anything thrown (ApiError, axios error, Error, string). */
export function errorText(error: unknown, fallback = '操作失败'): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}
