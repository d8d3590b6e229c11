/**
 * The duplicate check of unique form fields (spec 002 §5, CONTRACT §8.1), as a pure function:
 * the caller injects the request (src/shared/api/sys/validate-api.ts), so this stays free of
 * HTTP and React and can be tested on its own. Answers `null` for valid, else the message to show.
 */

export interface DuplicateCheckTarget {
  /** Allowlisted table and DB column, e.g. `sys_user` / `username`. */
  tableName: string;
  fieldName: string;
  /** The record being edited, so its own value does not count. */
  dataId?: string | null;
  /** Shown instead of the server's message when the value is taken (e.g. 用户名已存在!). */
  message?: string;
}

export interface DuplicateCheckRequest {
  tableName: string;
  fieldName: string;
  fieldVal: string;
  dataId?: string;
}

/** What the helpers read of a server answer. */
export interface RemoteAnswer {
  success: boolean;
  message?: string | null;
}

export type DuplicateCheckFetcher = (request: DuplicateCheckRequest) => Promise<RemoteAnswer>;

/** Shown when the call itself fails without a message of its own. */
export const REMOTE_CHECK_FAILED = '校验失败，请稍后重试';
/** The server's text for a taken value, used when its answer carries no message. */
export const DUPLICATE_TAKEN = '该值不可用，系统中已存在！';

/** Nothing to check: null, undefined or the empty string (0 and false are values). */
export function isEmptyCheckValue(value: unknown): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

/** The request for `value`, or null when the check is skipped (empty value). */
export function buildDuplicateCheckRequest(
  target: DuplicateCheckTarget,
  value: unknown,
): DuplicateCheckRequest | null {
  if (isEmptyCheckValue(value)) return null;
  const request: DuplicateCheckRequest = {
    tableName: target.tableName,
    fieldName: target.fieldName,
    fieldVal: String(value),
  };
  if (target.dataId) request.dataId = target.dataId;
  return request;
}

/** success → valid (the empty-value quirk answers success too); otherwise the message. */
export function duplicateCheckAnswer(answer: RemoteAnswer, message?: string): string | null {
  if (answer.success) return null;
  return message || answer.message || DUPLICATE_TAKEN;
}

/** The message of a failed call (network error, 5xx). */
export function remoteErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return REMOTE_CHECK_FAILED;
}

/** Checks `value`; resolves null when valid or skipped, else the message to show. */
export async function validateDuplicate(
  fetcher: DuplicateCheckFetcher,
  target: DuplicateCheckTarget,
  value: unknown,
): Promise<string | null> {
  const request = buildDuplicateCheckRequest(target, value);
  if (!request) return null;
  try {
    return duplicateCheckAnswer(await fetcher(request), target.message);
  } catch (error) {
    return remoteErrorMessage(error);
  }
}
