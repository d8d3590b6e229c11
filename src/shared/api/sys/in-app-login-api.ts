import type {
  BindTicketParams,
  DingtalkExchangeParams,
  InAppLoginResult,
  InAppPublicConfig,
  InAppUnbound,
  WecomAuthorizeParams,
  WecomExchangeParams,
} from '../../domain/contract/in-app-login';
import { getAction, postAction } from '../http';

/**
 * The in-app (WeCom / DingTalk) sign-in routes (issue 8). The exchanges answer either the login
 * payload (success, code 200) or success:false with an InAppUnbound result when the app account
 * has no console user yet; callers tell them apart with `isUnboundResult`.
 */
export function getInAppConfig(tenantId?: number) {
  return getAction<InAppPublicConfig>(
    '/sys/thirdLogin/oauth2/config',
    tenantId === undefined ? undefined : { tenantId },
  );
}

export function wecomAuthorize(p: WecomAuthorizeParams) {
  return postAction<{ url: string }>('/sys/thirdLogin/oauth2/wechat_enterprise/authorize', p);
}

export function wecomExchange(p: WecomExchangeParams) {
  return postAction<InAppLoginResult | InAppUnbound | null>(
    '/sys/thirdLogin/oauth2/wechat_enterprise/exchange',
    p,
  );
}

export function dingtalkExchange(p: DingtalkExchangeParams) {
  return postAction<InAppLoginResult | InAppUnbound | null>('/sys/thirdLogin/oauth2/dingtalk/exchange', p);
}

/** Binds the app account of an unbound exchange to the signed-in user (single-use ticket). */
export function bindTicket(p: BindTicketParams) {
  return postAction<unknown>('/sys/thirdLogin/bindTicket', p);
}

export function isUnboundResult(value: unknown): value is InAppUnbound {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { bindTicket?: unknown }).bindTicket === 'string' &&
    (value as { bindTicket: string }).bindTicket !== ''
  );
}

export function isInAppLoginResult(value: unknown): value is InAppLoginResult {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { token?: unknown }).token === 'string' &&
    (value as { token: string }).token !== ''
  );
}
