// A session that ends while the user works (here: the password was changed on another device).
// Desktop browser: the spec's message and the login page with the redirect query. Inside WeCom:
// the sign-in happens over the open page (issue 8), which then carries on.
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

  it('phone in WeCom without an app configured: a full-screen sign-in over the page, which carries on', async () => {
    const context = await phoneContext(h.browser, h.server.url);
    const page = await context.newPage();
    await signIn(page, 'admin', 'Other#Device2026');
    await waitForPath(page, '/dashboard/analysis');
    // The home page has finished its own requests once it shows the current department.
    await page.getByText('营销部').first().waitFor();
    // A marker in the document: a reload or a navigation away would lose it.
    await page.evaluate(() => document.body.setAttribute('data-same-document', 'yes'));

    await changePasswordElsewhere('Other#Device2026', ADMIN_PASSWORD);

    await page.getByRole('button', { name: '个人中心' }).click();
    // Re-login in place (issue 8): no app is configured, so the silent sign-in cannot run and the
    // manual sign-in slides over the page instead of leaving it.
    const dialog = page.getByRole('dialog', { name: '登录已过期' });
    await dialog.waitFor();
    await dialog.getByText('未配置应用内登录，请使用账号登录').waitFor();
    expect(new URL(page.url()).pathname).toBe('/account/center');
    await dialog.getByPlaceholder('请输入用户名').fill('admin');
    await dialog.getByPlaceholder('请输入密码').fill(ADMIN_PASSWORD);
    await dragSlider(page);
    await dialog.getByRole('button', { name: '登录', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    // The held request was replayed with the new session: the page shows the user's data.
    await page.getByText('营销部').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/account/center');
    expect(await page.evaluate(() => document.body.getAttribute('data-same-document'))).toBe('yes');
    await context.close();
  });
});
