import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { startDingtalkEmulator, type DingtalkEmulator } from '../../support/emulators/dingtalk';
import { startWecomEmulator, type WecomEmulator } from '../../support/emulators/wecom';
import { DINGTALK_UA, WECOM_UA, launchBrowser, phoneContext } from './browser';
import { AdminApi } from './in-app-admin';
import { installDingtalkBridge, type DingtalkBridge } from './in-app-dingtalk-bridge';
import { startServer, type RunningServer } from './server';

/**
 * One browser-test file's world for the in-app sign-in (issue 8): both provider emulators on
 * 127.0.0.1, the real server pointed at them (WECOM_API_BASE, WECOM_OAUTH_URL, DINGTALK_API_BASE),
 * both apps configured for the seeded tenant through the admin API, and one Chromium.
 */
export interface InAppEnv {
  server: RunningServer;
  browser: Browser;
  wecom: WecomEmulator;
  dingtalk: DingtalkEmulator;
  admin: AdminApi;
}

export type AppName = 'wecom' | 'dingtalk';

/** The person holding the phone: an app account, and whether a console user is bound to it. */
export interface AppPerson {
  appUserId: string;
  name: string;
  /** The bound console user (null: the app account is bound to nobody). */
  username: string | null;
}

export interface InAppPage {
  context: BrowserContext;
  page: Page;
  /** DingTalk only: what the page asked the stubbed jsapi bridge. */
  bridge: DingtalkBridge | null;
}

const ARTIFACTS = join(import.meta.dirname, '..', 'artifacts');

async function configureApps(env: InAppEnv): Promise<void> {
  const wecom = await env.admin.call<unknown>('POST', '/sys/thirdApp/saveThirdConfig', {
    thirdType: 'wechat_enterprise',
    corpId: env.wecom.corpId,
    agentId: '1000002',
    clientSecret: env.wecom.secret,
    status: 1,
  });
  expect(wecom.success, wecom.message).toBe(true);
  const dingtalk = await env.admin.call<unknown>('POST', '/sys/thirdApp/saveThirdConfig', {
    thirdType: 'dingtalk',
    corpId: env.dingtalk.corpId,
    clientId: env.dingtalk.appKey,
    clientSecret: env.dingtalk.appSecret,
    status: 1,
  });
  expect(dingtalk.success, dingtalk.message).toBe(true);
}

export function setupInAppEnv(): InAppEnv {
  const env = {} as InAppEnv;
  beforeAll(async () => {
    env.wecom = await startWecomEmulator();
    env.dingtalk = await startDingtalkEmulator();
    env.server = await startServer({
      WECOM_API_BASE: env.wecom.url,
      WECOM_OAUTH_URL: env.wecom.oauthUrl,
      DINGTALK_API_BASE: env.dingtalk.url,
    });
    env.browser = await launchBrowser();
    env.admin = new AdminApi(env.server.apiBase);
    await configureApps(env);
  });
  // A failed test leaves what the user saw and what the server said under tests/e2e/artifacts.
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail') return;
    mkdirSync(ARTIFACTS, { recursive: true });
    const name = task.name.replace(/[^\w\u4e00-\u9fa5-]+/g, '_').slice(0, 80);
    writeFileSync(join(ARTIFACTS, `${name}.server.log`), env.server.output());
    const pages = env.browser.contexts().flatMap((c) => c.pages());
    await Promise.all(
      pages.map((p, i) => p.screenshot({ path: join(ARTIFACTS, `${name}.${i}.png`) }).catch(() => undefined)),
    );
    await Promise.all(env.browser.contexts().map((c) => c.close()));
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.server?.stop();
    await env.wecom?.stop();
    await env.dingtalk?.stop();
  });
  return env;
}

/**
 * Puts the person into the app's directory and, when `username` is given, creates that console
 * user (role 管理员) bound to the app account through the user form's id field.
 */
export async function addPerson(
  env: InAppEnv,
  app: AppName,
  person: AppPerson,
  /** The bound console user's 手机号码 (unused for an unbound person). */
  phone = '',
): Promise<void> {
  if (app === 'wecom') {
    env.wecom.users.set(person.appUserId, { userid: person.appUserId, name: person.name, department: [1] });
  } else {
    env.dingtalk.users.set(person.appUserId, {
      userid: person.appUserId,
      name: person.name,
      dept_id_list: [1],
    });
  }
  if (person.username === null) return;
  await env.admin.createUser({
    username: person.username,
    realname: person.name,
    phone,
    ...(app === 'wecom' ? { wecomUserId: person.appUserId } : { dingtalkUserId: person.appUserId }),
  });
}

/**
 * A 390×844 phone page inside the app, used by `person`: WeCom's authorize page answers for the
 * emulator's current user; DingTalk's jsapi bridge hands out a fresh code for the person each time.
 */
export async function openInApp(env: InAppEnv, app: AppName, person: AppPerson): Promise<InAppPage> {
  if (app === 'wecom') {
    env.wecom.currentUser = person.appUserId;
    const context = await phoneContext(env.browser, env.server.url, WECOM_UA);
    return { context, page: await context.newPage(), bridge: null };
  }
  const context = await phoneContext(env.browser, env.server.url, DINGTALK_UA);
  const bridge = await installDingtalkBridge(context, () => env.dingtalk.issueCode(person.appUserId));
  return { context, page: await context.newPage(), bridge };
}

/** How many code exchanges the server has made with the app so far (user-info calls). */
export function exchangesWith(env: InAppEnv, app: AppName): number {
  return app === 'wecom'
    ? env.wecom.callsTo('/cgi-bin/auth/getuserinfo').length
    : env.dingtalk.callsTo('/topapi/v2/user/getuserinfo').length;
}
