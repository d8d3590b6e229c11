// A field worker inside WeCom on a phone: sign in, open a page from the drawer, change the
// password, sign out, and sign in again with the new password.
import { describe, expect, it } from 'vitest';
import { DINGTALK_UA, phoneContext } from './support/browser';
import { ADMIN_PASSWORD } from './support/server';
import { setupServerAndBrowser } from './support/harness';
import { confirmLogout, horizontalOverflow, signIn, waitForPath } from './support/ui';

const h = setupServerAndBrowser();
const NEW_PASSWORD = 'Phone#Pass2026';

/** The first test changes the password; each test may run alone, so ask the server which one works. */
async function currentAdminPassword(): Promise<string> {
  const res = await fetch(`${h.server.apiBase}/sys/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: NEW_PASSWORD }),
  });
  return ((await res.json()) as { success: boolean }).success ? NEW_PASSWORD : ADMIN_PASSWORD;
}

describe('phone shell at 390×844 in WeCom', () => {
  it('signs in, opens a page from the drawer, changes the password and signs out', async () => {
    const context = await phoneContext(h.browser, h.server.url);
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
    const newPassword = NEW_PASSWORD;
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
    await confirmLogout(page, () => confirm.getByRole('button', { name: '确定' }).click());

    await signIn(page, 'admin', newPassword);
    await waitForPath(page, '/dashboard/analysis');
    await context.close();
  });

  it('never scrolls sideways at 360 px inside DingTalk', async () => {
    const context = await phoneContext(h.browser, h.server.url, DINGTALK_UA, { width: 360, height: 740 });
    const page = await context.newPage();
    await page.goto('/user/login');
    await page.getByRole('button', { name: '登录', exact: true }).waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole('tab', { name: '手机号登录' }).click();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await signIn(page, 'admin', await currentAdminPassword());
    await waitForPath(page, '/dashboard/analysis');
    for (const path of ['/dashboard/analysis', '/account/center', '/account/settings/security']) {
      await page.goto(path);
      await page.getByRole('button', { name: '菜单' }).waitFor();
      expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
    }
    await context.close();
  });
});
