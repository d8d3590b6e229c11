import { IDEMPOTENCY_HEADER } from '../../domain/business/action-guard';
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

/**
 * What guards a workflow action: the record's version the user saw (sent in the body; a stale
 * one is refused) and the intent's Idempotency-Key (a repeat is answered with the first result).
 */
export interface Intent {
  key: string;
  version?: number;
}

/** The body and config of a guarded POST: `version` joins the body, the key rides in a header. */
function guarded(body: Record<string, unknown>, intent?: Intent) {
  if (!intent) return { body, config: undefined };
  return {
    body: intent.version === undefined ? body : { ...body, version: intent.version },
    config: { headers: { [IDEMPOTENCY_HEADER]: intent.key } },
  };
}

/** A POST action; resolves with the server's message, rejects with ApiError (its Chinese message). */
export async function postForMessage(
  url: string,
  body: Record<string, unknown>,
  intent?: Intent,
): Promise<string> {
  const g = guarded(body, intent);
  const res = await postAction<unknown>(url, g.body, g.config);
  if (!res.success) throw new ApiError(res);
  return res.message;
}
