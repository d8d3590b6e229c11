import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type {
  BindByCodeParams,
  InAppProvider,
  SaveThirdConfigParams,
  ThirdAppConfigView,
} from '../../domain/contract/in-app-login';
import { IN_APP_MESSAGES } from '../../domain/contract/in-app-login';
import type { InApp } from '../../domain/device/detect';
import { THIRD_SYNC_SEGMENT, type ThirdAppSyncSummary } from '../../domain/resources/third-app';
import { browserLocation } from '../../platform/browser-location';
import { currentInApp } from '../../platform/in-app';
import { requestDingtalkAuthCode } from '../../platform/in-app-login/dingtalk-auth-code';
import { failureMessage } from '../../platform/in-app-login/exchange';
import { IN_APP_CLIENT_MESSAGES } from '../../platform/in-app-login/messages';
import { useSession } from '../../session/session-store';
import { getAction, postAction } from '../http';
import { accountSettingsQueryKeys } from './account-settings-api';
import { getInAppConfig, wecomAuthorize } from './in-app-login-api';

/** 第三方应用配置 (per tenant, secret write-only), the directory sync and binding from inside the apps. */
export const THIRD_APP_URLS = {
  config: '/sys/thirdApp/getThirdConfigByTenantId',
  save: '/sys/thirdApp/saveThirdConfig',
  bindByCode: '/sys/thirdApp/bindByCode',
  sync: (thirdType: InAppProvider) =>
    `/sys/thirdApp/sync/${THIRD_SYNC_SEGMENT[thirdType]}/departAndUser/toLocal`,
} as const;

export function getThirdConfig(thirdType: InAppProvider) {
  return getAction<ThirdAppConfigView | null>(THIRD_APP_URLS.config, { thirdType });
}

export function saveThirdConfig(body: SaveThirdConfigParams) {
  return postAction<string>(THIRD_APP_URLS.save, body);
}

export function syncThirdDirectory(thirdType: InAppProvider) {
  // An empty JSON object: the route takes no input, and a bodiless JSON POST is refused by Fastify.
  return postAction<ThirdAppSyncSummary>(THIRD_APP_URLS.sync(thirdType), {});
}

export function bindByCode(body: BindByCodeParams) {
  return postAction<string>(THIRD_APP_URLS.bindByCode, body);
}

export const thirdAppQueryKeys = {
  all: ['sys', 'third-app'] as const,
  config: (thirdType: InAppProvider) => [...thirdAppQueryKeys.all, 'config', thirdType] as const,
};

export function thirdConfigQueryOptions(thirdType: InAppProvider) {
  return queryOptions({
    queryKey: thirdAppQueryKeys.config(thirdType),
    queryFn: async (): Promise<ThirdAppConfigView | null> => {
      const res = await getThirdConfig(thirdType);
      return res.success ? res.result : null;
    },
  });
}

/** One app's configuration and a save that reloads it (the secret never comes back). */
export function useThirdConfig(thirdType: InAppProvider) {
  const client = useQueryClient();
  const query = useQuery(thirdConfigQueryOptions(thirdType));
  const save = async (body: SaveThirdConfigParams) => {
    const res = await saveThirdConfig(body);
    if (res.success) await client.invalidateQueries({ queryKey: thirdAppQueryKeys.config(thirdType) });
    return res;
  };
  return { config: query.data ?? null, loading: query.isLoading, save };
}

/** The outcome of a bind button: done (with the message to show), or the page is leaving for WeCom. */
export type InAppBindOutcome = { kind: 'done'; ok: boolean; message: string } | { kind: 'leaving' };

const failed = (message: string): InAppBindOutcome => ({ kind: 'done', ok: false, message });

/** DingTalk: a one-time code from the jsapi, exchanged and bound by the server to the signed-in user. */
async function bindDingtalk(tenantId: number | undefined): Promise<InAppBindOutcome> {
  const config = await getInAppConfig(tenantId);
  const app = config.success ? config.result?.dingtalk : null;
  if (!app) return failed(config.success ? IN_APP_MESSAGES.notConfigured('dingtalk') : config.message);
  const authCode = await requestDingtalkAuthCode(app.corpId, app.clientId);
  const res = await bindByCode({
    thirdType: 'dingtalk',
    authCode,
    ...(typeof config.result?.tenantId === 'number' ? { tenantId: config.result.tenantId } : {}),
  });
  return { kind: 'done', ok: res.success, message: res.message };
}

/** WeCom: the authorize round trip with purpose 'bind'; /oauth2-app/login binds and comes back here. */
async function bindWecom(tenantId: number | undefined): Promise<InAppBindOutcome> {
  const res = await wecomAuthorize({
    redirect: browserLocation.fullPath(),
    purpose: 'bind',
    ...(tenantId !== undefined ? { tenantId } : {}),
  });
  if (!res.success || !res.result?.url) return failed(res.message || IN_APP_CLIENT_MESSAGES.bindFailed);
  browserLocation.assign(res.result.url);
  return { kind: 'leaving' };
}

/**
 * 绑定当前钉钉账号 / 绑定当前企业微信账号 of the account centre, both shells: which app the page runs
 * in (null outside both: no button), and the bind action. Errors come back as their Chinese text.
 */
export function useInAppBinding() {
  const client = useQueryClient();
  const sessionTenant = useSession((s) => s.tenantId);
  const [busy, setBusy] = useState(false);
  const inApp: InApp = currentInApp();
  const tenantId =
    sessionTenant !== null && /^\d{1,9}$/.test(sessionTenant) ? Number(sessionTenant) : undefined;

  const bind = async (): Promise<InAppBindOutcome> => {
    setBusy(true);
    try {
      const outcome = inApp === 'dingtalk' ? await bindDingtalk(tenantId) : await bindWecom(tenantId);
      if (outcome.kind === 'done' && outcome.ok)
        await client.invalidateQueries({ queryKey: accountSettingsQueryKeys.thirdAccounts() });
      return outcome;
    } catch (e) {
      return failed(failureMessage(e, IN_APP_CLIENT_MESSAGES.bindFailed));
    } finally {
      setBusy(false);
    }
  };

  return { inApp, busy, bind };
}

/** The bind button's text inside each app. */
export const IN_APP_BIND_TEXT: Record<Exclude<InApp, null>, { label: string; thirdType: InAppProvider }> = {
  dingtalk: { label: '绑定当前钉钉账号', thirdType: 'dingtalk' },
  wxwork: { label: '绑定当前企业微信账号', thirdType: 'wechat_enterprise' },
};
