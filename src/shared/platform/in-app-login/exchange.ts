import { ApiError } from '../../api/api-error';
import { isInAppLoginResult, isUnboundResult } from '../../api/sys/in-app-login-api';
import type { InAppLoginResult } from '../../domain/contract/in-app-login';
import type { Result } from '../../domain/contract/result';
import { applyLogin, selectTenant, type LoginOutcome } from '../../session/session-store';
import { IN_APP_CLIENT_MESSAGES } from './messages';

/** What an exchange (or any step before it) came to. */
export type ExchangeOutcome =
  | { kind: 'signed-in'; result: InAppLoginResult }
  | { kind: 'unbound'; message: string; bindTicket: string }
  | { kind: 'failed'; message: string };

/**
 * The Chinese text of a failure: the envelope's message (a JSON error body included, as the
 * interceptor reads it), else the error's own message, else `fallback`.
 */
export function failureMessage(e: unknown, fallback: string = IN_APP_CLIENT_MESSAGES.failed): string {
  const data = (e as { response?: { data?: unknown } } | null)?.response?.data;
  if (data && typeof data === 'object') {
    const message = (data as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  if (e instanceof ApiError || (e instanceof Error && e.name === 'DingtalkAuthCodeError')) {
    return e.message || fallback;
  }
  return fallback;
}

/** Reads an exchange answer: signed in, unbound (with its bind ticket), or failed with the server's text. */
export function readExchange(res: Result<unknown>): ExchangeOutcome {
  if (res.success && isInAppLoginResult(res.result)) return { kind: 'signed-in', result: res.result };
  if (isUnboundResult(res.result)) {
    return {
      kind: 'unbound',
      message: res.message || IN_APP_CLIENT_MESSAGES.failed,
      bindTicket: res.result.bindTicket,
    };
  }
  return { kind: 'failed', message: res.message || IN_APP_CLIENT_MESSAGES.failed };
}

/** Sends an exchange and reads its answer; a rejected request becomes a failure with its text. */
export async function settleExchange(request: () => Promise<Result<unknown>>): Promise<ExchangeOutcome> {
  try {
    return readExchange(await request());
  } catch (e) {
    // A JSON error body with the unbound result still carries the ticket.
    const data = (e as { response?: { data?: unknown } } | null)?.response?.data;
    if (data && typeof data === 'object' && 'result' in data && isUnboundResult((data as Result).result)) {
      return readExchange(data as Result<unknown>);
    }
    return { kind: 'failed', message: failureMessage(e) };
  }
}

/**
 * Stores the in-app login exactly as the password login does (the session store's success path)
 * and selects the tenant whose app signed the user in.
 */
export function storeInAppLogin(result: InAppLoginResult): LoginOutcome {
  const outcome = applyLogin(result, result.userInfo?.username ?? '');
  if (result.tenantId !== null && result.tenantId !== undefined) selectTenant(result.tenantId);
  return outcome;
}
