// A field worker inside WeCom on a phone: sign in, open a page from the drawer, change the
// password, sign out, and sign in again with the new password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, phoneContext } from './support/browser';
import { ADMIN_PASSWORD, startServer, type RunningServer } from './support/server';
import { horizontalOverflow, signIn, waitForPath } from './support/ui';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('phone shell at 390×844 in WeCom', () => {
  it('signs in, opens a page from the drawer, changes the password and signs out', async () => {
    const context = await phoneContext(browser, server.url);
    const page = await context.newPage();

    await signIn(page, 'admin', ADMIN_PASSWORD);
    await waitForPath(page, '/dashboard/analysis');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    // The drawer menu: choosing a page navigates and closes the drawer.
    await page.getByRole('button', { name: '菜单' }).click();
    const drawer = page
      .locator('.adm-popup-body')
      .filter({ hasText: '个人信息' })
      .or(page.locator('.adm-popup-body').filter({ hasText: '个人中心' }));
    await drawer.first().waitFor({ state: 'visible' });
    const groupOrItem = drawer.first().getByText('个人信息', { exact: true });
    if (!(await groupOrItem.isVisible())) await drawer.first().getByText('个人中心', { exact: true }).click();
    await drawer.first().getByText('个人信息', { exact: true }).click();
    await waitForPath(page, '/account/center');
    await expect.poll(() => drawer.first().isVisible()).toBe(false);
    await page.getByText('admin').first().waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    // Change the password in the full-screen dialog.
    const newPassword = 'Phone#Pass2026';
    await page.getByText('修改密码', { exact: true }).first().click();
    await page.getByLabel('旧密码').fill(ADMIN_PASSWORD);
    await page.getByLabel('新密码', { exact: true }).fill(newPassword);
    await page.getByLabel('确认新密码').fill(newPassword);
    await page.getByRole('dialog', { name: '修改密码' }).getByRole('button', { name: '确定' }).click();
    await page.getByText('密码重置成功!').waitFor();
    await page.getByRole('dialog', { name: '修改密码' }).waitFor({ state: 'hidden' });

    // Sign out with the confirm dialog, then the new password works.
    await page.getByText('退出登录', { exact: true }).first().click();
    const confirm = page.getByRole('dialog').filter({ hasText: '真的要注销登录吗 ?' });
    await confirm.getByRole('button', { name: '确定' }).click();
    await waitForPath(page, '/user/login');

    await signIn(page, 'admin', newPassword);
    await waitForPath(page, '/dashboard/analysis');
    await context.close();
  });
});
