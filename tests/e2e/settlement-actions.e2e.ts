// Every workflow action of 结算任务 and 发票 on the desktop (1440×900) shows the server's message,
// closes its dialog and refreshes the row; a double click on 登记付款's 确定 registers one payment.
// Seeded plant 1 (华能某某电厂, user dianchang): last month 电厂有异议, the month before 已开票, this
// month 待确认. The grid (yingxiao) revises, the plant confirms and disputes, the grid pays and opens
// the next month; then the plant submits two invoices, the grid verifies one, returns one, books it.
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { displayMoney, formatMoney, parseMoney } from '../../src/shared/domain/money/money';
import { desktopContext } from './support/browser';
import { apiGet, currentMonth, tokenOf as login, type Envelope } from './support/business-api';
import { setupServerAndBrowser } from './support/harness';
import { ADMIN_PASSWORD } from './support/server';
import { signIn, waitForPath } from './support/ui';

const h = setupServerAndBrowser();
const PLANT = '华能某某电厂';
/** Set SHOTS_DIR to keep screenshots of the pages after the actions (for a person to look at). */
const SHOTS = process.env.SHOTS_DIR;

interface TaskRow {
  id: string;
  settleMonth: string;
  plantName: string;
  status: string;
  amount: string;
  paidAmount: string;
  plantId: string;
}

function shiftMonth(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const i = y * 12 + (m - 1) + delta;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
}

async function apiPost<T>(token: string, path: string, body: unknown): Promise<Envelope<T>> {
  const res = await fetch(`${h.server.apiBase}${path}`, {
    method: 'POST',
    headers: { 'X-Access-Token': token, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Envelope<T>;
}

async function taskOf(token: string, month: string): Promise<TaskRow> {
  const res = await apiGet<{ records: TaskRow[] }>(
    h.server.apiBase,
    token,
    `/cwxt/settlement/list?settleMonth=${month}&pageSize=100`,
  );
  const task = res.result.records.find((r) => r.plantName === PLANT);
  if (!task) throw new Error(`no ${PLANT} task of ${month}`);
  return task;
}

const toast = (page: Page, text: string) =>
  page.locator('.ant-message-notice').filter({ hasText: text }).first().waitFor();
const modal = (page: Page, title: string) => page.locator('.ant-modal').filter({ hasText: title });
const okOf = (dialog: Locator) => dialog.getByRole('button', { name: /^确\s?定$/ });
/** The row of `month` (its 结算月份 cell, not a 截止日期 that starts with the same text). */
const row = (page: Page, month: string) =>
  page.locator('.ant-table-row').filter({ has: page.getByRole('cell', { name: month, exact: true }) });

/** A row action: a link in the row, or an entry of its 更多 menu (a row shows at most two links). */
async function clickRowAction(page: Page, month: string, action: string) {
  const link = row(page, month).getByRole('button', { name: action });
  if ((await link.count()) > 0) return link.first().click();
  await row(page, month).getByText(/更多/).click();
  await page
    .locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item')
    .filter({ hasText: action })
    .click();
}

async function signedIn(username: string): Promise<Page> {
  const context = await desktopContext(h.browser, h.server.url);
  // Many steps on one page: a generous step timeout for a loaded 2-core runner.
  context.setDefaultTimeout(40_000);
  const page = await context.newPage();
  await signIn(page, username, ADMIN_PASSWORD);
  await waitForPath(page, '/dashboard/analysis');
  return page;
}

/** The 结算任务 list narrowed to plant 1 (the grid sees every plant). */
async function openTasks(page: Page, narrow: boolean) {
  await page.goto('/dfgl/task');
  await page.locator('.ant-table-row').first().waitFor();
  if (!narrow) return;
  await page.locator('.ant-form-item').filter({ hasText: /^电厂/ }).locator('.ant-select').click();
  await page.locator('.ant-select-item-option').filter({ hasText: PLANT }).first().click();
  await page.getByRole('button', { name: /查\s?询/ }).click();
  await expect.poll(() => page.locator('.ant-table-row').filter({ hasNotText: PLANT }).count()).toBe(0);
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** A dialog's action: fill, 确定, then the message, the closed dialog and the row's new state. */
async function dialogAction(
  page: Page,
  month: string,
  action: string,
  fill: (dialog: Locator) => Promise<void>,
  message: string,
  status: string,
) {
  await clickRowAction(page, month, action);
  const dialog = modal(page, action);
  await dialog.waitFor();
  await fill(dialog);
  await okOf(dialog).click();
  await toast(page, message);
  await dialog.waitFor({ state: 'hidden' });
  await row(page, month).getByText(status, { exact: true }).waitFor();
}

// Two sign-ins and a dozen round trips each: longer than the default per-test time.
describe('workflow actions on the desktop', { timeout: 300_000 }, () => {
  it('settlement: revise, confirm, dispute, pay (double click: one payment), open a month; each toasts, closes, refreshes', async () => {
    const month = currentMonth();
    const [last, before] = [shiftMonth(month, -1), shiftMonth(month, -2)];
    const gridToken = await login(h.server.apiBase, 'yingxiao');
    expect((await taskOf(gridToken, last)).status).toBe('disputed');
    expect((await taskOf(gridToken, before)).status).toBe('invoiced');

    const grid = await signedIn('yingxiao');
    const plant = await signedIn('dianchang');

    // ---- 修订结算 (grid): the row goes back to 待确认 with the new energy, exactly grouped ----
    await openTasks(grid, true);
    await dialogAction(
      grid,
      last,
      '修订结算',
      async (d) => {
        await d.getByLabel('上网电量(kWh)').fill('100867164.376');
      },
      '已修订结算，等待电厂确认',
      '待确认',
    );
    await row(grid, last).getByText('100,867,164.376').waitFor();

    // ---- 确认结算 (plant, with its Popconfirm) and 提出异议 ----
    await openTasks(plant, false);
    await row(plant, last).getByRole('button', { name: '确认结算' }).click();
    // 确定 is clicked by event: the Popconfirm may still be sliding in beside the fixed column.
    await plant
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /^确\s?定$/ })
      .dispatchEvent('click');
    await toast(plant, '已确认结算');
    await row(plant, last).getByText('电厂已确认', { exact: true }).waitFor();
    await dialogAction(
      plant,
      month,
      '提出异议',
      (d) => d.getByLabel('异议说明').fill('上网电量与关口表计抄见电量不一致'),
      '已提出异议',
      '电厂有异议',
    );
    expect((await taskOf(gridToken, last)).status).toBe('confirmed');
    expect((await taskOf(gridToken, month)).status).toBe('disputed');

    // ---- 登记付款 (grid): a double click on 确定 registers one payment ----
    await grid.reload();
    await openTasks(grid, true);
    const invoiced = await taskOf(gridToken, before);
    expect(invoiced.paidAmount).toBe('0.00');
    await clickRowAction(grid, before, '登记付款');
    const pay = modal(grid, '登记付款');
    await pay.waitFor();
    await pay.getByText('已付 ¥0.00').waitFor();
    await pay.getByLabel('付款金额(元)').fill('100.00');
    await pay.getByLabel('付款日期').fill(`${month}-01`);
    await pay.getByLabel('付款日期').press('Enter');
    await okOf(pay).dblclick();
    await toast(grid, '付款已登记');
    await pay.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await taskOf(gridToken, before)).paidAmount).toBe('100.00');
    const log = await apiGet<Array<{ action: string }>>(
      h.server.apiBase,
      gridToken,
      `/cwxt/settlement/log?id=${invoiced.id}`,
    );
    expect(log.result.filter((l) => l.action === 'pay')).toHaveLength(1);
    // The row and the dialog read the new figure: reopening shows 已付 ¥100.00.
    await clickRowAction(grid, before, '登记付款');
    await modal(grid, '登记付款').getByText('已付 ¥100.00').waitFor();
    await modal(grid, '登记付款')
      .getByRole('button', { name: /^取\s?消$/ })
      .click();
    await modal(grid, '登记付款').waitFor({ state: 'hidden' });

    // ---- 详情 after the actions: figures and the timeline are current ----
    await row(grid, last).getByRole('button', { name: '详情' }).click();
    const drawer = grid.locator('.ant-drawer').filter({ hasText: '结算任务详情' });
    await drawer.getByText('电厂已确认').first().waitFor();
    await drawer.getByText('100,867,164.376').first().waitFor();
    await drawer.getByText('修订').first().waitFor();
    await shot(grid, 'settlement-detail-after-actions');
    await drawer.getByRole('button', { name: /Close|关闭/ }).click();

    // ---- 开立月度任务 (grid): the next month's tasks appear in the list ----
    const next = shiftMonth(month, 1);
    await grid.getByRole('button', { name: '开立月度任务' }).click();
    const open = modal(grid, '开立月度任务');
    await open.waitFor();
    await open.getByLabel('结算月份').fill(next);
    await open.getByLabel('结算月份').press('Enter');
    await okOf(open).click();
    await toast(grid, '个结算任务');
    await open.waitFor({ state: 'hidden' });
    await row(grid, next).first().waitFor();
    await row(grid, next).getByText('待确认', { exact: true }).first().waitFor();
    await shot(grid, 'settlement-list-after-actions');
    await grid.context().close();
    await plant.context().close();
  });

  it('invoice: submit, verify, return and book; each toasts, closes and refreshes', async () => {
    const last = shiftMonth(currentMonth(), -1);
    const plantToken = await login(h.server.apiBase, 'dianchang');
    const task = await taskOf(plantToken, last);
    expect(task.status).toBe('confirmed');
    const amount = parseMoney(task.amount)!;
    const stamp = String(Date.now()).slice(-7);
    const numbers = [`3${stamp}`, `4${stamp}`];
    const halves = [amount / 2n, amount - amount / 2n];
    for (const [i, total] of halves.entries()) {
      const net = (total * 100n * 2n + 113n) / (113n * 2n);
      const added = await apiPost<unknown>(plantToken, '/cwxt/invoice/add', {
        plantId: task.plantId,
        invoiceType: 'special',
        invoiceCode: '3200231130',
        invoiceNumber: numbers[i],
        invoiceDate: `${last}-15`,
        amount: formatMoney(net),
        taxRate: '13',
        taxAmount: formatMoney(total - net),
        totalAmount: formatMoney(total),
        buyerName: '国网某某省电力有限公司',
      });
      expect(added.success, added.message).toBe(true);
    }
    const [n1, n2] = numbers as [string, string];

    // ---- 提交发票 (plant) ----
    const plant = await signedIn('dianchang');
    await plant.goto('/fpgl/submit');
    await plant.getByLabel('结算任务').click();
    await plant.getByText(`${PLANT} ${last} ${displayMoney(task.amount)}`).click();
    for (const n of numbers)
      await plant.locator('.ant-table-row').filter({ hasText: n }).locator('input[type=checkbox]').check();
    await plant.getByRole('status').getByText(/一致/).waitFor();
    await plant.getByRole('button', { name: /提交发票/ }).click();
    await toast(plant, '已提交2张发票');
    // The panel starts over: no task chosen, nothing ticked.
    await plant.getByRole('button', { name: /提交发票/ }).waitFor({ state: 'hidden' });
    await plant.context().close();

    // ---- 审核通过 and 退回 (grid) ----
    const grid = await signedIn('yingxiao');
    await grid.goto('/fpgl/submit');
    const group = grid.getByRole('region', { name: `${PLANT} ${last}` });
    await group.waitFor();
    await group.getByRole('button', { name: `审核通过 ${n1}` }).click();
    await toast(grid, '审核通过');
    await group.getByRole('button', { name: `审核通过 ${n1}` }).waitFor({ state: 'detached' });
    await group.getByRole('button', { name: `退回 ${n2}` }).click();
    const back = modal(grid, '退回发票');
    await back.getByLabel('退回原因').fill('购买方税号有误，请重新开具');
    await back.getByRole('button', { name: '确定退回' }).click();
    await toast(grid, '已退回');
    await back.waitFor({ state: 'hidden' });
    await group.waitFor({ state: 'detached' });

    // ---- 入账 (grid, 发票台账) ----
    await grid.goto('/fpgl/ledger');
    await grid.getByRole('textbox', { name: /发票号码/ }).fill(n1);
    await grid.getByRole('button', { name: /查\s?询/ }).click();
    const ledgerRow = grid.locator('.ant-table-row').filter({ hasText: n1 });
    await ledgerRow.getByText('已审核').waitFor();
    await ledgerRow.getByRole('button', { name: '入账' }).click();
    await grid
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /^确\s?定$/ })
      .dispatchEvent('click');
    await toast(grid, '已入账');
    await ledgerRow.getByText('已入账').waitFor();
    await expect.poll(() => ledgerRow.getByRole('button', { name: '入账' }).count()).toBe(0);
    await shot(grid, 'invoice-ledger-after-book');
    await grid.context().close();
  });
});
