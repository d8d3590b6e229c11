// CAS and GitHub-shaped sign-in in Chromium against local emulators: the CAS round trip on the
// desktop, the GitHub popup (postMessage) on the desktop, the same-window GitHub flow on a phone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCasEmulator, type CasEmulator } from '../support/emulators/cas';
import { startOAuth2Emulator, type OAuth2Emulator } from '../support/emulators/oauth2';
import { desktopContext, phoneContext } from './support/browser';
import { setupServerAndBrowser } from './support/harness';
import { ADMIN_PASSWORD } from './support/server';
import { waitForPath } from './support/ui';

const OCTO = { id: 7, login: 'octo', name: '章鱼', avatar_url: 'https://avatars.example/7' };

let cas: CasEmulator;
let gh: OAuth2Emulator;
// Filled before the harness starts the server (hooks run in registration order).
const env: Record<string, string> = {};
beforeAll(async () => {
  cas = await startCasEmulator();
  gh = await startOAuth2Emulator();
  Object.assign(env, {
    CAS_SERVER_URL: cas.url,
    THIRD_GITHUB_CLIENT_ID: gh.clientId,
    THIRD_GITHUB_CLIENT_SECRET: gh.clientSecret,
    THIRD_GITHUB_AUTH_BASE: gh.url,
    THIRD_GITHUB_API_BASE: gh.url,
    ...(process.env.E2E_STATIC_DIR ? { STATIC_DIR: process.env.E2E_STATIC_DIR } : {}),
  });
});
const h = setupServerAndBrowser(env);
afterAll(async () => {
  await cas?.stop();
  await gh?.stop();
});

/** Binds OCTO to admin the way the account centre does: bindStart → authorize → callback. */
async function bindOctoToAdmin(): Promise<void> {
  const login = await fetch(`${h.server.apiBase}/sys/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  const token = ((await login.json()) as { result: { token: string } }).result.token;
  const start = await fetch(`${h.server.apiBase}/sys/thirdLogin/bindStart`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Access-Token': token },
    body: JSON.stringify({ source: 'github' }),
  });
  const { url } = ((await start.json()) as { result: { url: string } }).result;
  gh.authorizeUser = OCTO;
  const authorize = await fetch(url, { redirect: 'manual' });
  const callback = await fetch(String(authorize.headers.get('location')));
  expect(await callback.text()).toContain('绑定成功');
}

describe('CAS and third-party sign-in in the browser', () => {
  it('desktop: CAS登录 goes round CAS and lands on the redirect target', async () => {
    cas.loginUser = 'admin';
    const context = await desktopContext(h.browser, h.server.url);
    const page = await context.newPage();
    await page.goto(`/user/login?redirect=${encodeURIComponent('/account/center')}`);
    await page.getByRole('button', { name: 'CAS登录' }).click();
    await waitForPath(page, '/account/center');
    expect(page.url()).not.toContain('ticket=');
    const validated = cas.calls.filter((c) => c.path === '/p3/serviceValidate');
    expect(validated).toHaveLength(1);
    expect(validated[0]?.query.get('service')).toBe(
      `${h.server.url}/user/cas-return?redirect=${encodeURIComponent('/account/center')}`,
    );
    await context.close();
  });

  it('desktop: a CAS user unknown here sees why, and a way back', async () => {
    cas.loginUser = 'nobody-here';
    const context = await desktopContext(h.browser, h.server.url);
    const page = await context.newPage();
    await page.goto('/user/login');
    await page.getByRole('button', { name: 'CAS登录' }).click();
    await page.getByText('该CAS账号在本系统中不存在，请联系管理员').first().waitFor();
    await page.getByRole('button', { name: '返回登录' }).click();
    await waitForPath(page, '/user/login');
    await context.close();
  });

  it('desktop: GitHub登录 in a popup hands the code back by postMessage; no token in any URL', async () => {
    await bindOctoToAdmin();
    const context = await desktopContext(h.browser, h.server.url);
    const urls: string[] = [];
    context.on('request', (r) => urls.push(r.url()));
    const page = await context.newPage();
    await page.goto(`/user/login?redirect=${encodeURIComponent('/account/center')}`);
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'GitHub登录' }).click();
    const popup = await popupOpened;
    await popup.waitForEvent('close', { timeout: 15_000 });
    await waitForPath(page, '/account/center');
    const stored = await page.evaluate(() => localStorage.getItem('Access-Token'));
    const token = stored ? (JSON.parse(stored) as { value: string }).value : '';
    expect(token.length).toBeGreaterThan(20);
    for (const u of urls) expect(u).not.toContain(token);
    await context.close();
  });

  it('phone (WeCom): GitHub登录 in the same window ends on the home page', async () => {
    const context = await phoneContext(h.browser, h.server.url);
    const page = await context.newPage();
    await page.goto('/user/login');
    await page.getByRole('button', { name: 'GitHub登录' }).click();
    await waitForPath(page, '/dashboard/analysis');
    await context.close();
  });

  it('an unbound GitHub account gets the binding instructions', async () => {
    gh.authorizeUser = { id: 99, login: 'stranger', name: null, avatar_url: 'https://avatars.example/99' };
    const context = await phoneContext(h.browser, h.server.url);
    const page = await context.newPage();
    await page.goto('/user/login');
    await page.getByRole('button', { name: 'GitHub登录' }).click();
    await page.getByText('该第三方账号尚未绑定系统用户，请使用账号登录后在个人设置中绑定').waitFor();
    await page.getByRole('link', { name: '返回登录' }).click();
    await waitForPath(page, '/user/login');
    await context.close();
  });
});
