// An office user at a desktop browser: sign in, open two menu pages as tabs, close one, sign out.
import { describe, expect, it } from 'vitest';
import { desktopContext } from './support/browser';
import { ADMIN_PASSWORD } from './support/server';
import { setupServerAndBrowser } from './support/harness';
import { confirmLogout, signIn, waitForPath } from './support/ui';

const h = setupServerAndBrowser();

describe('desktop shell at 1440×900', () => {
  it('signs in, opens two menu pages as tabs, closes one and signs out', async () => {
    const context = await desktopContext(h.browser, h.server.url);
    const page = await context.newPage();

    await signIn(page, 'admin', ADMIN_PASSWORD);
    await waitForPath(page, '/dashboard/analysis');
    await expect.poll(() => page.title()).toBe('厂网协同');

    const menu = page.getByRole('menu').first();
    await menu.getByText('个人中心', { exact: true }).click();
    await menu.getByText('个人信息', { exact: true }).click();
    await waitForPath(page, '/account/center');
    await menu.getByText('安全设置', { exact: true }).click();
    await waitForPath(page, '/account/settings/security');
    await expect.poll(() => page.title()).toBe('安全设置 · 厂网协同');

    const tabs = page.getByRole('tab');
    await expect.poll(() => tabs.count()).toBe(3);
    await expect.poll(() => tabs.allInnerTexts()).toEqual(['首页', '个人信息', '安全设置']);

    // Close the active tab: the neighbour becomes active.
    await page.getByRole('tab', { name: '安全设置' }).locator('..').getByRole('button').click();
    await expect.poll(() => tabs.count()).toBe(2);
    await waitForPath(page, '/account/center');

    // Sign out through the user menu and its confirm dialog.
    await page.locator('header').getByText('管理员', { exact: true }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: '真的要注销登录吗 ?' });
    await confirmLogout(page, () => confirm.getByRole('button', { name: '确定' }).click());
    await context.close();
  });
});
