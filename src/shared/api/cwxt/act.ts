import type { Result } from '../../domain/contract/result';
import { ApiError } from '../api-error';
import { postAction } from '../http';

/**
 * The `result` of a call, or an ApiError carrying the server's message (`fallback` when it sent
 * none; ApiError's own default when omitted).
 */
export async function unwrap<T>(call: Promise<Result<T>>, fallback?: string): Promise<T> {
  const res = await call;
  if (!res.success) throw new ApiError(res, fallback);
  return res.result;
}

/** A POST action; resolves with the server's message, rejects with ApiError (its Chinese message). */
export async function postForMessage(url: string, body: Record<string, unknown>): Promise<string> {
  const res = await postAction<unknown>(url, body);
  if (!res.success) throw new ApiError(res);
  return res.message;
}
