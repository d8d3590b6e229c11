// A session that ends while the user works (here: the password was changed on another device)
// shows the spec's message and returns to the login page with the redirect query.
import { describe, expect, it } from 'vitest';
import { desktopContext, phoneContext } from './support/browser';
import { ADMIN_PASSWORD } from './support/server';
import { setupServerAndBrowser } from './support/harness';
import { dragSlider, signIn, waitForPath } from './support/ui';

const h = setupServerAndBrowser();

/** Signs in through the API as another device and changes the password: every other session ends. */
async function changePasswordElsewhere(from: string, to: string): Promise<void> {
  const login = await fetch(`${h.server.apiBase}/sys/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: from }),
  });
  const body = (await login.json()) as { success: boolean; result: { token: string } };
  expect(body.success).toBe(true);
  const change = await fetch(`${h.server.apiBase}/sys/user/updatePassword`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', 'X-Access-Token': body.result.token },
    body: JSON.stringify({ username: 'admin', oldpassword: from, password: to, confirmpassword: to }),
  });
  expect(((await change.json()) as { success: boolean }).success).toBe(true);
}

describe('an expired session mid-use', () => {
  it('desktop: shows 很抱歉，登录已过期，请重新登录 and returns to login with the redirect', async () => {
    const context = await desktopContext(h.browser, h.server.url);
    const page = await context.newPage();
    await signIn(page, 'admin', ADMIN_PASSWORD);
    await waitForPath(page, '/dashboard/analysis');
    // The home page has finished its own requests once it shows the current department.
    await page.getByText('营销部').first().waitFor();

    await changePasswordElsewhere(ADMIN_PASSWORD, 'Other#Device2026');

    const menu = page.getByRole('menu').first();
    await menu.getByText('个人中心', { exact: true }).click();
    await menu.getByText('个人信息', { exact: true }).click();
    await page.getByText('很抱歉，登录已过期，请重新登录').waitFor();
    await waitForPath(page, '/user/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/account/center');
    await context.close();
  });

  it('phone in WeCom: 登录已过期，正在重新登陆, then the in-app login brings the user back', async () => {
    const context = await phoneContext(h.browser, h.server.url);
    const page = await context.newPage();
    await signIn(page, 'admin', 'Other#Device2026');
    await waitForPath(page, '/dashboard/analysis');
    // The home page has finished its own requests once it shows the current department.
    await page.getByText('营销部').first().waitFor();

    await changePasswordElsewhere('Other#Device2026', ADMIN_PASSWORD);

    await page.getByRole('button', { name: '个人中心' }).click();
    await page.getByText('登录已过期，正在重新登陆').waitFor();
    await waitForPath(page, '/oauth2-app/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/account/center');

    // No OAuth2 app is configured yet: the page offers the manual login in place (never a loop),
    // and signing in returns to the page the user was on.
    await page.getByPlaceholder('请输入用户名').fill('admin');
    await page.getByPlaceholder('请输入密码').fill(ADMIN_PASSWORD);
    await dragSlider(page);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await waitForPath(page, '/account/center');
    await context.close();
  });
});
