import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { IN_APP_MESSAGES } from '../../../src/shared/domain/contract/in-app-login';
import { DRAFT_DB_NAME } from '../../../src/shared/drafts/draft-backend';
import { CONSOLE_PASSWORD } from './in-app-admin';
import {
  addPerson,
  exchangesWith,
  openInApp,
  setupInAppEnv,
  type AppName,
  type AppPerson,
  type InAppEnv,
} from './in-app-env';
import {
  expectUserFormShows,
  fillUserForm,
  openUserAddForm,
  saveUserForm,
  userForm,
  type UserFormInput,
} from './in-app-forms';
import { dragSlider, waitForPath } from './ui';

/**
 * The issue-8 browser scenarios at 390×844, written once and run for each app (one server per
 * file): silent sign-in (bound and unbound), an expired session during form entry, the back
 * button on a dirty form, a draft restored after reload.
 */
const APP = {
  wecom: { provider: 'wechat_enterprise', uaMark: 'wxwork', phoneBase: 13700000000 },
  dingtalk: { provider: 'dingtalk', uaMark: 'DingTalk', phoneBase: 13600000000 },
} as const;

const LEAVE_TEXT = '当前内容尚未保存，确定离开吗？';
const DRAFT_OFFER = /发现未保存的草稿/;

function person(app: AppName, key: string, bound: boolean): AppPerson {
  return { appUserId: `${app}_${key}`, name: `${key}姓名`, username: bound ? `${app}_${key}` : null };
}

function formInput(app: AppName, key: string, n: number): UserFormInput {
  return {
    username: `${app}_${key}`,
    password: 'Typed#Pass2026',
    realname: `${key}录入`,
    phone: String(APP[app].phoneBase + 100 + n),
  };
}

/** The mobile shell is up: its nav bar's 菜单 button, and the drawer lists the user's menu. */
async function expectSignedInShell(page: Page): Promise<void> {
  await page.getByRole('button', { name: '菜单' }).click();
  const drawer = page.getByRole('navigation', { name: '导航菜单' });
  await drawer.getByRole('button', { name: '系统管理' }).waitFor();
  await page.keyboard.press('Escape');
}

/** 菜单 → 系统管理 → 用户管理: an in-app navigation, so the home page is the history entry below. */
async function openUserListFromMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: '菜单' }).click();
  const drawer = page.getByRole('navigation', { name: '导航菜单' });
  const group = drawer.getByRole('button', { name: '系统管理' });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await drawer.getByRole('link', { name: '用户管理', exact: true }).click();
  await waitForPath(page, '/isystem/user');
  await page.getByRole('button', { name: '新增' }).waitFor();
}

/**
 * Whether the autosave has written a draft with this realname (IndexedDB DRAFT_DB_NAME, object
 * store 'drafts' of src/shared/drafts/draft-backend.ts). Never creates the database itself.
 */
async function draftStoredWith(page: Page, realname: string): Promise<boolean> {
  return page.evaluate(
    ({ dbName, name }) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open(dbName);
        // Not there yet: abort the creation so the app still builds its own schema later.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('drafts')) {
            db.close();
            resolve(false);
            return;
          }
          const all = db.transaction('drafts', 'readonly').objectStore('drafts').getAll();
          all.onerror = () => resolve(false);
          all.onsuccess = () => {
            db.close();
            const rows = all.result as Array<{ data?: { realname?: unknown } }>;
            resolve(rows.some((r) => r.data?.realname === name));
          };
        };
      }),
    { dbName: DRAFT_DB_NAME, name: realname },
  );
}

export function inAppScenarios(app: AppName): void {
  const env: InAppEnv = setupInAppEnv();
  const { provider, uaMark } = APP[app];

  describe(`${app} at 390×844: silent sign-in`, () => {
    it('signs the bound user in without a touch and shows the home page with the menu', async () => {
      const who = person(app, 'silent', true);
      await addPerson(env, app, who, String(APP[app].phoneBase + 1));
      const before = exchangesWith(env, app);
      const { context, page, bridge } = await openInApp(env, app, who);

      await page.goto('/');
      await waitForPath(page, '/dashboard/analysis');
      await expectSignedInShell(page);
      expect(exchangesWith(env, app)).toBe(before + 1);
      // The code and state never stay in the address bar.
      expect(new URL(page.url()).search).not.toMatch(/code=|state=/);
      const sessions = await env.admin.sessionsOf(who.username ?? '');
      expect(sessions.some((s) => (s.userAgent ?? '').includes(uaMark))).toBe(true);
      if (app === 'wecom') {
        const [authorize] = env.wecom.callsTo('/connect/oauth2/authorize').slice(-1);
        expect(authorize?.query.get('appid')).toBe(env.wecom.corpId);
        expect(authorize?.query.get('scope')).toBe('snsapi_base');
        expect(authorize?.query.get('agentid')).toBe('1000002');
      } else {
        expect(bridge?.requests).toEqual([{ corpId: env.dingtalk.corpId, clientId: env.dingtalk.appKey }]);
      }
      await context.close();
    });

    it('shows an unbound account the message and the manual form, never loops, and binds after sign-in', async () => {
      const who = person(app, 'stranger', false);
      await addPerson(env, app, who);
      // The console user this person has, not bound to the app account yet.
      const username = `${app}_newbie`;
      await env.admin.createUser({
        username,
        realname: '新同事',
        phone: String(APP[app].phoneBase + 5),
      });
      const before = exchangesWith(env, app);
      const { context, page } = await openInApp(env, app, who);

      await page.goto('/');
      await page.getByText(IN_APP_MESSAGES.unbound(provider)).waitFor();
      await page.getByPlaceholder('请输入用户名').waitFor();
      await page.getByPlaceholder('请输入密码').waitFor();
      const settled = page.url();
      expect(new URL(settled).pathname).toBe('/oauth2-app/login');
      // No loop: a while later the same page, and the app was asked exactly once.
      await page.waitForTimeout(2500);
      expect(page.url()).toBe(settled);
      expect(exchangesWith(env, app)).toBe(before + 1);
      await expect(page.getByText(IN_APP_MESSAGES.unbound(provider)).isVisible()).resolves.toBe(true);

      // The manual sign-in on the same page binds the app account to the console user.
      await page.getByPlaceholder('请输入用户名').fill(username);
      await page.getByPlaceholder('请输入密码').fill(CONSOLE_PASSWORD);
      await dragSlider(page);
      await page.getByRole('button', { name: '登录', exact: true }).click();
      await page.getByText(IN_APP_MESSAGES.bound).waitFor();
      await waitForPath(page, '/dashboard/analysis');
      const bound = await env.admin.findUser(username);
      expect(app === 'wecom' ? bound?.wecomUserId : bound?.dingtalkUserId).toBe(who.appUserId);
      await context.close();
    });
  });

  describe(`${app} at 390×844: the session ends during form entry`, () => {
    it('signs in again silently, replays the save, and the typed input is saved', async () => {
      const who = person(app, 'relogin', true);
      await addPerson(env, app, who, String(APP[app].phoneBase + 2));
      const { context, page } = await openInApp(env, app, who);
      await page.goto('/isystem/user');
      await waitForPath(page, '/isystem/user');
      const form = await openUserAddForm(page);
      const input = formInput(app, 'typed2', 2);
      await fillUserForm(form, input);
      // Any full page load from here on would drop this mark.
      await page.evaluate(() => {
        (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
      });

      // What the add request answered each time it was sent.
      const adds: number[] = [];
      page.on('response', (r) => {
        if (new URL(r.url()).pathname.endsWith('/sys/user/add')) adds.push(r.status());
      });
      const exchangesBefore = exchangesWith(env, app);
      expect(await env.admin.forceLogoutAll(who.username ?? '')).toBeGreaterThan(0);
      await saveUserForm(form);

      await userForm(page).waitFor({ state: 'hidden', timeout: 30_000 });
      const saved = await env.admin.findUser(input.username);
      expect(saved).toMatchObject({ username: input.username, realname: input.realname, phone: input.phone });
      // Refused with the ended session, then sent again after the silent re-login.
      expect(adds).toEqual([401, 200]);
      expect(exchangesWith(env, app)).toBe(exchangesBefore + 1);
      expect(
        await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
      ).toBe(true);
      expect(new URL(page.url()).pathname).toBe('/isystem/user');
      expect(await env.admin.sessionsOf(who.username ?? '')).not.toHaveLength(0);
      await context.close();
    });
  });

  describe(`${app} at 390×844: back on a dirty form`, () => {
    it('asks before leaving: 继续编辑 keeps the input, 离开 leaves', async () => {
      const who = person(app, 'back', true);
      await addPerson(env, app, who, String(APP[app].phoneBase + 3));
      const { context, page } = await openInApp(env, app, who);
      await page.goto('/');
      await waitForPath(page, '/dashboard/analysis');
      await openUserListFromMenu(page);
      const form = await openUserAddForm(page);
      const input = formInput(app, 'typed3', 3);
      await fillUserForm(form, input);

      const ask = page.getByRole('dialog').filter({ hasText: LEAVE_TEXT });
      await page.goBack();
      await ask.waitFor();
      await ask.getByRole('button', { name: '继续编辑' }).click();
      await ask.waitFor({ state: 'hidden' });
      expect(new URL(page.url()).pathname).toBe('/isystem/user');
      await expectUserFormShows(userForm(page), input);

      // 离开 closes the form screen (its own history entry) onto the user list; the next back goes home.
      await page.goBack();
      await ask.waitFor();
      await ask.getByRole('button', { name: '离开' }).click();
      await userForm(page).waitFor({ state: 'hidden' });
      expect(new URL(page.url()).pathname).toBe('/isystem/user');
      await page.getByRole('heading', { level: 1, name: '用户管理' }).waitFor();
      await page.goBack();
      await waitForPath(page, '/dashboard/analysis');
      await context.close();
    });
  });

  describe(`${app} at 390×844: offline draft`, () => {
    it('offers the draft after a reload and 恢复 puts the values back', async () => {
      const who = person(app, 'draft', true);
      await addPerson(env, app, who, String(APP[app].phoneBase + 4));
      const { context, page } = await openInApp(env, app, who);
      // A reload with unsaved input asks first (beforeunload); the user reloads anyway.
      page.on('dialog', (d) => void (d.type() === 'beforeunload' ? d.accept() : d.dismiss()));
      await page.goto('/isystem/user');
      await waitForPath(page, '/isystem/user');
      const form = await openUserAddForm(page);
      const input = formInput(app, 'typed4', 4);
      await fillUserForm(form, input);
      await expect.poll(() => draftStoredWith(page, input.realname), { timeout: 10_000 }).toBe(true);

      await page.reload();
      await waitForPath(page, '/isystem/user');
      const reopened = await openUserAddForm(page);
      const offer = reopened.getByText(DRAFT_OFFER);
      await offer.waitFor();
      expect(await reopened.getByPlaceholder('请输入用户姓名').inputValue()).toBe('');
      await reopened.getByRole('button', { name: '恢复' }).click();
      await offer.waitFor({ state: 'hidden' });
      await expectUserFormShows(reopened, input);
      await context.close();
    });
  });
}
