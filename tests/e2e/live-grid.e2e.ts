// The live grid end to end (issue 11): the month's 电量明细 of 华能某某电厂 open at once on the plant
// user's phone (WeCom, 390×844) and on the grid clerk's desktop. A save on one side appears on the
// other within a second, an unsaved edit on the receiving side survives it, and an edit of the same
// line offers 重新加载 / 保留我的修改; keeping it and saving reaches the other side in turn.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatDecimal, parseDecimal } from '../../src/shared/domain/money/decimal';
import { displayScaled } from '../../src/shared/domain/money/figures';
import type { SettlementLineJson as Line } from '../../src/shared/domain/resources/settlement-line';
import { desktopContext, phoneContext, WECOM_UA } from './support/browser';
import { apiGet, currentMonth, tokenOf as login, type Envelope } from './support/business-api';
import { setupServerAndBrowser } from './support/harness';
import { ADMIN_PASSWORD } from './support/server';
import { signIn, waitForPath } from './support/ui';

const h = setupServerAndBrowser();

/** The bound: an edit in one session appears in the other within a second. */
const LIVE_WITHIN_MS = 1000;

const api = <T>(token: string, path: string) => apiGet<T>(h.server.apiBase, token, path);
const tokenOf = (username: string) => login(h.server.apiBase, username);

const kwh = (text: string) => parseDecimal(text, 3, 15) ?? 0n;
/** 明细合计 as the screens show it: grouped, three decimals. */
const sumOf = (lines: readonly { energyKwh: string }[]) =>
  displayScaled(
    lines.reduce((s, l) => s + kwh(l.energyKwh), 0n),
    3,
  );

/** Waits for the save's answer, then for `appears` on the other side; returns the delay in ms. */
async function liveDelay(saver: Page, save: () => Promise<void>, appears: Locator): Promise<number> {
  const answered = saver.waitForResponse((r) => r.url().includes('/cwxt/settlementLine/save'));
  await save();
  const response = await answered;
  expect(((await response.json()) as Envelope<unknown>).success).toBe(true);
  const start = Date.now();
  await appears.waitFor({ timeout: LIVE_WITHIN_MS });
  return Date.now() - start;
}

/** Desktop grid: click the cell, type, leave it (the grid stores the value and validates on blur). */
async function editCell(page: Page, grid: Locator, row: number, key: string, title: string, value: string) {
  await grid.locator(`[aria-rowindex="${row + 1}"] [role="gridcell"][data-key="${key}"]`).click();
  const input = grid.getByRole('textbox', { name: `第${row}行 ${title}` });
  await input.fill(value);
  await page.getByRole('heading', { name: '电量明细' }).click();
}

describe('live 电量明细', () => {
  it('a save on the desktop appears on the phone within a second without losing the phone’s unsaved edit, and back', async () => {
    const month = currentMonth();
    const plantToken = await tokenOf('dianchang');
    const tasks = await api<{ records: Array<{ id: string; plantName: string; status: string }> }>(
      plantToken,
      `/cwxt/settlement/list?settleMonth=${month}`,
    );
    const task = tasks.result.records.find((r) => r.plantName === '华能某某电厂');
    expect(task?.status).toBe('pending');
    const seeded = await api<{ records: Line[] }>(plantToken, `/cwxt/settlementLine/list?taskId=${task!.id}`);
    const lines = seeded.result.records;
    expect(lines.length).toBeGreaterThanOrEqual(2);

    // ---- The plant user's phone (WeCom): the task's lines, live ----
    const phone = await phoneContext(h.browser, h.server.url, WECOM_UA);
    const mobile = await phone.newPage();
    await signIn(mobile, 'dianchang', ADMIN_PASSWORD);
    await waitForPath(mobile, '/dashboard/analysis');
    await mobile.goto('/dfgl/task');
    const card = mobile.getByRole('listitem').filter({ hasText: `华能某某电厂 · ${month}` });
    await card.getByRole('button', { name: '办理' }).click();
    const cards = mobile.locator('section[aria-label="电量明细"]');
    await cards.getByRole('status').getByText('实时协同已连接').waitFor();
    await mobile.getByText(`明细合计 ${sumOf(lines)} kWh`).waitFor();

    // ---- The grid clerk's desktop: the same task's detail ----
    const desk = await desktopContext(h.browser, h.server.url);
    const desktop = await desk.newPage();
    await signIn(desktop, 'yingxiao', ADMIN_PASSWORD);
    await waitForPath(desktop, '/dashboard/analysis');
    await desktop.goto('/dfgl/task');
    // About 30 plants open a task each month: filter the list to the plant.
    const plantFilter = desktop.getByRole('combobox', { name: '电厂' });
    await plantFilter.click();
    await plantFilter.fill('华能某某');
    await desktop.locator('.ant-select-item-option', { hasText: '华能某某电厂' }).click();
    await desktop.getByRole('button', { name: /查\s*询/ }).click();
    await desktop
      .getByRole('row')
      .filter({ hasText: '华能某某电厂' })
      // Last month's row holds this month in its 截止日期: match the 结算月份 cell exactly.
      .filter({ has: desktop.getByRole('cell', { name: month, exact: true }) })
      .getByRole('button', { name: '详情' })
      .click();
    const grid = desktop.getByRole('grid', { name: '电量明细' });
    await grid.waitFor();
    const section = desktop.getByRole('region', { name: '电量明细' });
    await section.getByRole('status').getByText('实时协同已连接').waitFor();

    // ---- The phone edits line 2 and does not save it yet ----
    await cards.getByRole('button', { name: /^第2行/ }).click();
    const editor = mobile.getByRole('dialog', { name: '编辑第2行' });
    await editor.getByRole('textbox', { name: '备注' }).fill('现场核对中');
    await editor.getByRole('button', { name: '保存' }).click();
    await editor.waitFor({ state: 'hidden' });
    await cards
      .getByRole('button', { name: /^第2行/ })
      .getByText('现场核对中')
      .waitFor();

    // ---- The desktop changes line 1 and saves: the phone shows it within a second ----
    const raised = formatDecimal(kwh(lines[0]!.energyKwh) + 100_000n, 3);
    const expected = sumOf([{ energyKwh: raised }, ...lines.slice(1)]);
    await editCell(desktop, grid, 1, 'energyKwh', '上网电量(kWh)', raised);
    const toPhone = await liveDelay(
      desktop,
      () => section.getByRole('button', { name: '保存明细' }).click(),
      mobile.getByText(`明细合计 ${expected} kWh`),
    );
    console.log(`desktop save → phone: ${toPhone} ms`);
    // The phone's unsaved edit of line 2 is still there, and nobody else touched line 2.
    await cards
      .getByRole('button', { name: /^第2行/ })
      .getByText('现场核对中')
      .waitFor();
    expect(await cards.getByRole('group', { name: /已被他人/ }).count()).toBe(0);

    // ---- The desktop edits line 2 too: the phone is asked, keeps its edit and saves it ----
    await editCell(desktop, grid, 2, 'remark', '备注', '营销已核对');
    await section.getByRole('button', { name: '保存明细' }).click();
    await desktop.getByText('保存成功！').last().waitFor();
    const conflict = cards.getByRole('group', { name: '第2行已被他人修改' });
    await conflict.waitFor({ timeout: LIVE_WITHIN_MS });
    await conflict.getByRole('button', { name: '保留我的修改' }).click();
    await conflict.waitFor({ state: 'hidden' });
    const toDesktop = await liveDelay(
      mobile,
      () => mobile.getByRole('button', { name: '保存明细' }).click(),
      grid.locator('[aria-rowindex="3"] [data-key="remark"]').getByText('现场核对中'),
    );
    console.log(`phone save → desktop: ${toDesktop} ms`);

    // ---- What the server holds: both sides' changes, nothing lost ----
    const after = (await api<{ records: Line[] }>(plantToken, `/cwxt/settlementLine/list?taskId=${task!.id}`))
      .result.records;
    expect(after.map((l) => l.id)).toEqual(lines.map((l) => l.id));
    expect(after[0]!.energyKwh).toBe(raised);
    expect(after[1]!.remark).toBe('现场核对中');
    await desk.close();
    await phone.close();
  });
});
