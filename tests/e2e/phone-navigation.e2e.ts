import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DINGTALK_UA, WECOM_UA, phoneContext } from './support/browser';
import { apiGet, tokenOf } from './support/business-api';
import { setupServerAndBrowser } from './support/harness';
import { ADMIN_PASSWORD } from './support/server';
import { dragSlider, signIn, waitForPath } from './support/ui';

/**
 * The phone's navigation as a field user meets it (WeCom 390×844, DingTalk 360×640): the bottom
 * tabs, a screen that is its own history entry (back returns to the list as it was), a link
 * straight to a screen after sign-in, and the 电脑版 choice that lasts one session.
 */
const h = setupServerAndBrowser();
const SHOTS = '/work/wt/shots/mnav';
const DINGTALK_VIEW = { width: 360, height: 640 };

interface TaskRow {
  id: string;
  plantName: string | null;
  settleMonth: string;
}

async function firstTask(username: string): Promise<TaskRow> {
  const token = await tokenOf(h.server.apiBase, username);
  const res = await apiGet<{ records: TaskRow[] }>(
    h.server.apiBase,
    token,
    '/cwxt/settlement/list?pageNo=1&pageSize=1&column=createTime&order=desc',
  );
  const task = res.result.records[0];
  if (!task) throw new Error('no settlement task seeded');
  return task;
}

const shot = async (page: Page, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

const screenParam = (page: Page) => new URL(page.url()).searchParams.get('screen');

describe('phone navigation', () => {
  it('WeCom 390×844: the tabs switch pages; a task screen closes on back onto its list as it was', async () => {
    const context = await phoneContext(h.browser, h.server.url, WECOM_UA);
    const page = await context.newPage();
    await signIn(page, 'yingxiao', ADMIN_PASSWORD);
    await waitForPath(page, '/dashboard/analysis');
    const tabs = page.getByRole('navigation', { name: '底部导航' });
    await expect
      .poll(() => tabs.getByRole('link', { name: '工作台' }).getAttribute('aria-current'))
      .toBe('page');

    await tabs.getByRole('link', { name: /^消息/ }).click();
    await waitForPath(page, '/isps/userAnnouncement');
    await page.getByRole('tab', { name: /通知/ }).waitFor();
    expect(await tabs.getByRole('link', { name: /^消息/ }).getAttribute('aria-current')).toBe('page');
    await tabs.getByRole('link', { name: '我的' }).click();
    await waitForPath(page, '/account/center');
    await tabs.getByRole('link', { name: '工作台' }).click();
    await waitForPath(page, '/dashboard/analysis');

    // 工作台 → 结算任务: a page below the tabs (back arrow, no tab bar).
    const workbench = page.getByRole('navigation', { name: '工作台' });
    await workbench.getByRole('link', { name: '结算任务' }).click();
    await waitForPath(page, '/dfgl/task');
    expect(await page.getByRole('navigation', { name: '底部导航' }).count()).toBe(0);
    await page.getByRole('button', { name: '返回' }).waitFor();

    // The list filtered to one month (a link, as a chart's drill-down or a message opens it),
    // scrolled down.
    const { settleMonth } = await firstTask('yingxiao');
    await page.goto(`/dfgl/task?settleMonth=${settleMonth}`);
    // A card offers 办理 when the user has a step to take on it, 查看 otherwise.
    const cards = page.getByRole('button', { name: /^(办理|查看)$/ });
    await cards.first().waitFor();
    const titles = page.getByRole('listitem');
    const count = await cards.count();
    expect(count).toBeGreaterThan(3);
    for (const text of await titles.allTextContents()) expect(text).toContain(settleMonth);
    const last = cards.nth(count - 1);
    await last.scrollIntoViewIfNeeded();
    // Reaching the end loads the next page (infinite scroll): let it settle before measuring.
    await page.waitForTimeout(1500);
    const loaded = await cards.count();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(100);

    await last.click();
    await expect.poll(() => screenParam(page)).toMatch(/^task\./);
    const idx = await page.evaluate(() => (window.history.state as { idx: number }).idx);

    // The platform back (a popstate, as WeCom's back arrives): the screen closes, the list stays.
    await page.goBack();
    await expect.poll(() => screenParam(page)).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/dfgl/task');
    expect(await page.evaluate(() => (window.history.state as { idx: number }).idx)).toBe(idx - 1);
    expect(new URL(page.url()).searchParams.get('settleMonth')).toBe(settleMonth);
    // The loaded pages are all there (a remounted list would start again at its first page).
    expect(await cards.count()).toBe(loaded);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(2);
    // Back again: the list was opened as a link (a fresh document), so back goes home, not out.
    await page.goBack();
    await waitForPath(page, '/dashboard/analysis');
    await context.close();
  });

  it('DingTalk 360×640: a link to a task screen opens it after sign-in; back closes it onto the list', async () => {
    const task = await firstTask('yingxiao');
    const link = `/dfgl/task?screen=task.${task.id}`;
    const context = await phoneContext(h.browser, h.server.url, DINGTALK_UA, DINGTALK_VIEW);
    const page = await context.newPage();
    await page.goto(`/user/login?redirect=${encodeURIComponent(link)}`);
    await page.getByPlaceholder('请输入用户名').fill('yingxiao');
    await page.getByPlaceholder('请输入密码').fill(ADMIN_PASSWORD);
    await dragSlider(page);
    await page.getByRole('button', { name: '登录', exact: true }).click();

    await waitForPath(page, '/dfgl/task');
    expect(screenParam(page)).toBe(`task.${task.id}`);
    await page
      .getByText(`${task.plantName ?? ''}`)
      .first()
      .waitFor();
    await page
      .getByRole('button', { name: /确认结算|修订结算|登记付款|关闭|返回/ })
      .first()
      .waitFor();
    await page.waitForTimeout(400);
    await shot(page, 'dingtalk-360-deep-link-task');

    await page.goBack();
    await expect.poll(() => screenParam(page)).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/dfgl/task');
    await page
      .getByRole('button', { name: /^(办理|查看)$/ })
      .first()
      .waitFor();
    await shot(page, 'dingtalk-360-task-list-after-back');

    // The tabs at 360 px.
    await page.goto('/dashboard/analysis');
    await page.getByRole('navigation', { name: '底部导航' }).waitFor();
    await shot(page, 'dingtalk-360-home-workbench');
    await page.getByRole('navigation', { name: '底部导航' }).getByRole('link', { name: /^消息/ }).click();
    await waitForPath(page, '/isps/userAnnouncement');
    await page.waitForTimeout(600);
    await shot(page, 'dingtalk-360-messages');
    await context.close();
  });

  it('WeCom 390×844: 切换到电脑版 lasts the session only, and the desktop shell offers 切换到手机版', async () => {
    const context = await phoneContext(h.browser, h.server.url, WECOM_UA);
    const page = await context.newPage();
    await signIn(page, 'yingxiao', ADMIN_PASSWORD);
    await waitForPath(page, '/dashboard/analysis');

    await page.goto('/dashboard/analysis?shell=desktop');
    const toPhone = page.getByRole('button', { name: '切换到手机版' });
    await toPhone.waitFor();
    await shot(page, 'wecom-390-desktop-offers-phone');
    expect(await page.evaluate(() => localStorage.getItem('CWXT_SHELL'))).toBeNull();
    // A reload in the same session keeps the choice.
    await page.goto('/dashboard/analysis');
    await toPhone.waitFor();

    // A new session (a new webview) starts in the phone shell again.
    const fresh = await context.newPage();
    await fresh.goto('/dashboard/analysis');
    await fresh.getByRole('navigation', { name: '底部导航' }).waitFor();
    expect(await fresh.getByRole('button', { name: '切换到手机版' }).count()).toBe(0);
    await fresh.close();

    // And the way back from the desktop shell.
    await toPhone.click();
    await page.getByRole('navigation', { name: '底部导航' }).waitFor();
    expect(await page.getByRole('button', { name: '切换到手机版' }).count()).toBe(0);
    await context.close();
  });

  it('DingTalk 360×640: the rich-text editor loads its skin without a missing file', async () => {
    const context = await phoneContext(h.browser, h.server.url, DINGTALK_UA, DINGTALK_VIEW);
    const page = await context.newPage();
    const missing: string[] = [];
    page.on('response', (res) => {
      if (res.status() === 404) missing.push(res.url());
    });
    await signIn(page, 'yingxiao', ADMIN_PASSWORD);
    await waitForPath(page, '/dashboard/analysis');
    await page.goto('/gzxt/notice');
    await page.getByRole('button', { name: '新增' }).click();
    // The editor's iframe is up with its skin's toolbar.
    await page.locator('.tox-tinymce').waitFor();
    await page.locator('.tox-toolbar__primary, .tox-toolbar').first().waitFor();
    await page.waitForTimeout(800);
    await shot(page, 'dingtalk-360-notice-editor');
    expect(missing).toEqual([]);
    // The form screen is an entry of its own: back closes it onto the notice list.
    await page.goBack();
    await page.getByRole('button', { name: '新增' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/gzxt/notice');
    await context.close();
  });
});
