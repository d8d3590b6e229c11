// Desktop lists at office sizes: every column of 结算任务 is reachable at 1440×900 and 1024×768
// (the fixed 操作 column never covers another one), 批量删除 on 电厂 deletes the selected rows for
// admin, and the DingTalk PC client in a 1024×768 window gets the desktop shell.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoPlantDepartId } from '../../server/db/seed/business/ids';
import { apiGet, tokenOf } from './support/business-api';
import { setupServerAndBrowser } from './support/harness';
import { ADMIN_PASSWORD } from './support/server';
import { signIn, waitForPath } from './support/ui';

const h = setupServerAndBrowser();

/** Screenshots for the review (SHOTS_DIR, e.g. /work/wt/shots); none when unset. */
const SHOTS_DIR = process.env.SHOTS_DIR ?? '';
const SHOTS_TAG = process.env.SHOTS_TAG ?? 'after';

const DINGTALK_PC_UA =
  'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/86.0.4240.198 ' +
  'Safari/537.36 dingtalk-win/1.0.0 nw(0.14.7) DingTalk(7.5.0-Release.3209) Mojo/1.0.0 Native ' +
  'AppType(release) Channel/201200';

async function desktopPage(browser: Browser, width: number, height: number, userAgent?: string) {
  const context = await browser.newContext({
    baseURL: h.server.url,
    viewport: { width, height },
    locale: 'zh-CN',
    ...(userAgent ? { userAgent } : {}),
  });
  context.setDefaultTimeout(15_000);
  return { context, page: await context.newPage() };
}

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: join(SHOTS_DIR, `${name}-${SHOTS_TAG}.png`) });
}

interface HeaderReach {
  title: string;
  /** Inside the table's viewport once scrolled to, and not under the fixed 操作 column. */
  reachable: boolean;
  /** Its text is not cut (no ellipsis): the header cell is at least as wide as its text. */
  textFits: boolean;
}

/**
 * Scrolls the table body to each header in turn and measures it against the table's visible box
 * and the fixed 操作 header (bounding boxes in the page).
 */
function measureHeaders(page: Page): Promise<HeaderReach[]> {
  return page.evaluate(async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const table = document.querySelector('.ant-table') as HTMLElement;
    const scroller = (table.querySelector('.ant-table-body') ??
      table.querySelector('.ant-table-content')) as HTMLElement;
    const ths = [...table.querySelectorAll<HTMLElement>('thead th')].filter(
      (th) => !th.classList.contains('ant-table-selection-column') && th.textContent?.trim(),
    );
    const ops = ths.find((th) => th.textContent?.trim() === '操作') ?? null;
    const out: Array<{ title: string; reachable: boolean; textFits: boolean }> = [];
    for (const th of ths) {
      if (th === ops) continue;
      scroller.scrollLeft = Math.max(0, th.offsetLeft - 60);
      await frame();
      const box = th.getBoundingClientRect();
      const view = scroller.getBoundingClientRect();
      const opsBox = ops?.getBoundingClientRect();
      const right = opsBox ? Math.min(view.right, opsBox.left) : view.right;
      const title = th.textContent?.trim() ?? '';
      const label = th.querySelector<HTMLElement>('.ant-table-column-title') ?? th;
      out.push({
        title,
        reachable: box.left >= view.left - 1 && box.right <= right + 1 && box.width > 0,
        textFits: label.scrollWidth <= label.clientWidth + 1,
      });
    }
    scroller.scrollLeft = 0;
    await frame();
    return out;
  });
}

/** The first row's 状态 tag is shown whole and no other cell of the row sits under 操作. */
function statusCellClear(page: Page) {
  return page.evaluate(() => {
    const row = document.querySelector('.ant-table-tbody tr[data-row-key]') as HTMLElement;
    const tag = row.querySelector<HTMLElement>('.ant-tag');
    const opsCell = row.querySelector<HTMLElement>('td.ant-table-cell-fix-right, td.ant-table-cell-fix-end');
    const tagBox = tag?.getBoundingClientRect();
    const opsBox = opsCell?.getBoundingClientRect();
    return {
      tagText: tag?.textContent ?? '',
      tagWhole: tag ? tag.scrollWidth <= tag.clientWidth + 1 : false,
      overlap: tagBox && opsBox ? tagBox.right > opsBox.left + 1 && tagBox.left < opsBox.right : false,
      rowHeights: [...document.querySelectorAll<HTMLElement>('.ant-table-tbody tr[data-row-key]')].map((r) =>
        Math.round(r.getBoundingClientRect().height),
      ),
    };
  });
}

async function openSettlements(page: Page, user: string): Promise<void> {
  await signIn(page, user, ADMIN_PASSWORD);
  await waitForPath(page, '/dashboard/analysis');
  await page.goto('/dfgl/task');
  // The seeded month has pending tasks; their tag is the first thing the rows show.
  await page.locator('.ant-table-tbody').getByText('待确认').first().waitFor({ timeout: 30_000 });
}

describe('desktop lists at office sizes', () => {
  for (const [width, height] of [
    [1440, 900],
    [1024, 768],
  ] as const) {
    for (const user of ['admin', 'yingxiao']) {
      it(`结算任务 at ${width}×${height} as ${user}: every column is reachable, 状态 is whole`, async () => {
        const { context, page } = await desktopPage(h.browser, width, height);
        await openSettlements(page, user);
        if (user === 'admin') await shot(page, `settlement-${width}`);
        const headers = await measureHeaders(page);
        const titles = headers.map((x) => x.title);
        for (const expected of ['结算月份', '电厂名称', '状态', '电费金额(元)', '确认时间']) {
          expect(titles).toContain(expected);
        }
        // 状态 sits beside the plant's name.
        expect(titles.indexOf('状态')).toBe(titles.indexOf('电厂名称') + 1);
        expect(headers.filter((x) => !x.reachable).map((x) => x.title)).toEqual([]);
        expect(headers.filter((x) => !x.textFits).map((x) => x.title)).toEqual([]);
        const status = await statusCellClear(page);
        expect(status.tagText).not.toBe('');
        expect(status.tagText).not.toContain('…');
        expect(status.tagWhole).toBe(true);
        expect(status.overlap).toBe(false);
        // Row actions never wrap: every row has the same height.
        expect(new Set(status.rowHeights).size).toBe(1);
        await context.close();
      });
    }
  }

  it('批量删除 on 电厂 deletes the selected rows for admin; nothing more happens on a second try', async () => {
    const token = await tokenOf(h.server.apiBase, 'admin');
    // Fresh codes per attempt (a retry must not trip over the first attempt's plants).
    const prefix = `E2EDEL${Math.random().toString(36).slice(2, 7).toUpperCase()}`;
    const codes = [`${prefix}-1`, `${prefix}-2`];
    for (const code of codes) {
      const res = await fetch(`${h.server.apiBase}/cwxt/plant/add`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Access-Token': token },
        body: JSON.stringify({
          plantName: `批量删除测试${code}`,
          plantCode: code,
          plantType: 'solar',
          capacityMw: '1',
          voltageLevel: '110',
          status: 'running',
          departId: demoPlantDepartId(5),
        }),
      });
      expect(((await res.json()) as { success: boolean; message: string }).success).toBe(true);
    }
    const { context, page } = await desktopPage(h.browser, 1440, 900);
    await signIn(page, 'admin', ADMIN_PASSWORD);
    await waitForPath(page, '/dashboard/analysis');
    await page.goto('/dcgl/list');
    const search = page.getByLabel('电厂编码').first();
    await search.fill(prefix);
    await page.getByRole('button', { name: /^(search )?查\s*询$/ }).click();
    const rows = page.locator('.ant-table-tbody tr[data-row-key]');
    await expect.poll(() => rows.count()).toBe(2);
    for (const code of codes) await rows.filter({ hasText: code }).locator('input[type=checkbox]').check();
    await page.getByRole('button', { name: /批量操作/ }).click();
    await page.getByRole('menuitem', { name: /删除/ }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: '确认删除' });
    await confirm.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('批量删除成功!').waitFor();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => rows.count()).toBe(0);
    // The selection is gone with the rows: no 批量操作 to click again.
    await expect.poll(() => page.getByRole('button', { name: /批量操作/ }).count()).toBe(0);
    const left = await apiGet<{ total: number }>(
      h.server.apiBase,
      token,
      `/cwxt/plant/list?plantCode=${prefix}*`,
    );
    expect(left.result.total).toBe(0);
    await context.close();
  });

  it('the DingTalk PC client at 1024×768 gets the desktop shell with the sider collapsed', async () => {
    const { context, page } = await desktopPage(h.browser, 1024, 768, DINGTALK_PC_UA);
    expect(await page.evaluate(() => navigator.userAgent)).toContain('dingtalk-win');
    await signIn(page, 'admin', ADMIN_PASSWORD);
    await waitForPath(page, '/dashboard/analysis');
    await page.locator('.ant-layout-sider').waitFor();
    expect(await page.locator('.ant-layout-sider-collapsed').count()).toBe(1);
    expect(await page.locator('.adm-tab-bar, .adm-safe-area').count()).toBe(0);
    await shot(page, 'dingtalk-pc-1024');
    await context.close();
  });
});
