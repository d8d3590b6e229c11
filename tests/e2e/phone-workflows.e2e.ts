// Each role's whole settlement flow on the phone. 营销 (yingxiao, DingTalk 360×640) opens the next
// month (a repeat opens nothing more); the plant user (dianchang, WeCom 390×844) edits 电量明细 —
// leaving asks about the unsaved change, the draft is offered on return — saves and disputes; 营销
// revises with the amount preview; the plant confirms; 营销 approves the invoice after a question
// that states its amount and registers a part payment; the leader (lingdao) sees 查看 only. After
// every step: the toast, the closed screen, the refreshed card, and a repeated tap that changes
// nothing more (asserted on the server).
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { displayMoney, formatMoney, parseMoney } from '../../src/shared/domain/money/money';
import { DINGTALK_UA, phoneContext, WECOM_UA } from './support/browser';
import { apiGet, currentMonth, tokenOf as login, type Envelope } from './support/business-api';
import { setupServerAndBrowser } from './support/harness';
import { ADMIN_PASSWORD } from './support/server';
import { signIn, waitForPath } from './support/ui';

const h = setupServerAndBrowser();
const PLANT = '华能某某电厂';
/** Set SHOTS_DIR to keep 360 px screenshots after the steps (for a person to look at). */
const SHOTS = process.env.SHOTS_DIR;

interface TaskRow {
  id: string;
  plantId: string;
  plantName: string;
  settleMonth: string;
  status: string;
  amount: string;
  paidAmount: string;
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

async function tasksOf(token: string, month: string): Promise<TaskRow[]> {
  const res = await apiGet<{ records: TaskRow[] }>(
    h.server.apiBase,
    token,
    `/cwxt/settlement/list?settleMonth=${month}&pageSize=100`,
  );
  return res.result.records;
}

async function taskOf(token: string, month: string): Promise<TaskRow> {
  const task = (await tasksOf(token, month)).find((r) => r.plantName === PLANT);
  if (!task) throw new Error(`no ${PLANT} task of ${month}`);
  return task;
}

async function phone(username: string, narrow: boolean): Promise<Page> {
  const context = narrow
    ? await phoneContext(h.browser, h.server.url, DINGTALK_UA, { width: 360, height: 640 })
    : await phoneContext(h.browser, h.server.url, WECOM_UA);
  // Many steps on one page: a generous step timeout for a loaded 2-core runner.
  context.setDefaultTimeout(40_000);
  const page = await context.newPage();
  await signIn(page, username, ADMIN_PASSWORD);
  await waitForPath(page, '/dashboard/analysis');
  return page;
}

const toast = (page: Page, text: string) =>
  page.locator('.adm-toast-main').filter({ hasText: text }).first().waitFor();
const card = (page: Page, month: string) => page.getByRole('article', { name: `${PLANT} · ${month}` });
const taskScreen = (page: Page) =>
  page.locator('.adm-popup-body').filter({ has: page.locator('.adm-nav-bar') });

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** The grid's 电量明细 draft reached the device's store (the screen is dirty from then on). */
async function draftStored(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const req = indexedDB.open('cwxt-drafts', 1);
        req.onerror = () => resolve(false);
        req.onsuccess = () => {
          const db = req.result;
          if (!db.objectStoreNames.contains('drafts')) return resolve(false);
          const keys = db.transaction('drafts').objectStore('drafts').getAllKeys();
          keys.onsuccess = () => resolve(keys.result.some((k) => String(k).includes('settlement-lines')));
          keys.onerror = () => resolve(false);
        };
      }),
  );
}

/** How many cards are wholly on the screen. */
function fullyVisible(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      [...document.querySelectorAll('article')].filter((a) => {
        const b = a.getBoundingClientRect();
        return b.top >= 0 && b.bottom <= window.innerHeight;
      }).length,
  );
}

describe('phone workflows of every role', () => {
  it('营销 opens the month, the plant edits 电量明细 and disputes, 营销 revises, the plant confirms, 营销 approves the invoice and registers a part payment', async () => {
    const month = currentMonth();
    const next = shiftMonth(month, 1);
    const gridToken = await login(h.server.apiBase, 'yingxiao');
    const plantToken = await login(h.server.apiBase, 'dianchang');
    expect(await tasksOf(gridToken, next)).toHaveLength(0);
    const seeded = await taskOf(plantToken, month);
    expect(seeded.status).toBe('pending');
    // The grid sees every plant: its list opens on the plant as a message's link would open it.
    const gridList = `/dfgl/task?plantId=${seeded.plantId}`;

    // ---- 营销 (DingTalk, 360×640): 开立月度任务, then the same again opens nothing more ----
    const grid = await phone('yingxiao', true);
    await grid.goto(gridList);
    await card(grid, month).waitFor();
    await shot(grid, 'grid-task-list-360');
    await grid.getByRole('button', { name: '开立月度任务' }).click();
    let form = grid.getByRole('dialog', { name: '开立月度任务' });
    await form.getByText(next, { exact: true }).click();
    await form.getByRole('button', { name: '开立' }).click();
    await toast(grid, '已开立');
    await form.waitFor({ state: 'hidden' });
    await card(grid, next).first().waitFor();
    const opened = (await tasksOf(gridToken, next)).length;
    expect(opened).toBeGreaterThan(0);
    await grid.getByRole('button', { name: '开立月度任务' }).click();
    form = grid.getByRole('dialog', { name: '开立月度任务' });
    await form.getByText(next, { exact: true }).click();
    await form.getByRole('button', { name: '开立' }).click();
    await toast(grid, '本月结算任务均已开立');
    await form.waitFor({ state: 'hidden' });
    expect(await tasksOf(gridToken, next)).toHaveLength(opened);

    // ---- 电厂 (WeCom, 390×844): edit 电量明细, leave (asked), come back to the draft ----
    const plant = await phone('dianchang', false);
    await plant.goto('/dfgl/task');
    await card(plant, month).getByRole('button', { name: '办理' }).click();
    const screen = taskScreen(plant);
    await screen.getByText('办理结算任务').waitFor();
    const lines = screen.getByRole('region', { name: '电量明细' });
    await lines.getByRole('button', { name: /^第1行/ }).click();
    const editor = plant.getByRole('dialog', { name: '编辑第1行' });
    await editor.getByRole('textbox', { name: '备注' }).fill('关口表复核');
    await editor.getByRole('button', { name: '保存' }).click();
    await editor.waitFor({ state: 'hidden' });
    await expect.poll(() => draftStored(plant), { timeout: 10_000 }).toBe(true);
    await screen.locator('.adm-nav-bar-back').click();
    // Each question is a new dialog; a closed one may linger hidden in the page, so take the newest.
    const leave = () =>
      plant.locator('.adm-dialog').filter({ hasText: '当前内容尚未保存，确定离开吗？' }).last();
    await leave().getByRole('button', { name: '继续编辑' }).click();
    await leave().waitFor({ state: 'hidden' });
    await screen.getByText('办理结算任务').waitFor();
    // The platform back (Android key, iOS swipe, the WeCom back) asks the same.
    await plant.evaluate(() => window.history.back());
    await leave().getByRole('button', { name: '继续编辑' }).click();
    await leave().waitFor({ state: 'hidden' });
    await screen.getByText('办理结算任务').waitFor();
    expect(new URL(plant.url()).pathname).toBe('/dfgl/task');
    await screen.locator('.adm-nav-bar-back').click();
    await leave().getByRole('button', { name: '离开' }).click();
    await screen.getByText('办理结算任务').waitFor({ state: 'hidden' });
    await card(plant, month).getByRole('button', { name: '办理' }).click();
    await screen
      .getByRole('status')
      .filter({ hasText: '恢复' })
      .getByRole('button', { name: '恢复' })
      .click();
    await lines.getByRole('button', { name: /^第1行/ }).click();
    await expect.poll(() => editor.getByRole('textbox', { name: '备注' }).inputValue()).toBe('关口表复核');
    await editor.getByRole('button', { name: '保存' }).click();
    await editor.waitFor({ state: 'hidden' });
    await screen.getByRole('button', { name: '保存明细' }).click();
    await toast(plant, '保存成功');

    // ---- 电厂: 提出异议; the screen closes and the card says so ----
    await screen.getByRole('button', { name: '提出异议' }).click();
    await screen.getByPlaceholder('请填写异议说明').fill('关口表抄见电量与上网电量不一致');
    await screen.getByRole('button', { name: '提交异议' }).click();
    await toast(plant, '已提出异议');
    await screen.getByText('办理结算任务').waitFor({ state: 'hidden' });
    await card(plant, month).getByText('电厂有异议').waitFor();
    await expect.poll(() => card(plant, month).getByRole('button', { name: '查看' }).count()).toBe(1);

    // ---- 营销: 修订结算 with the amount preview ----
    await grid.reload();
    await card(grid, month).getByText('电厂有异议').waitFor();
    await card(grid, month).getByRole('button', { name: '办理' }).click();
    await taskScreen(grid).getByRole('button', { name: '修订结算' }).click();
    form = grid.getByRole('dialog', { name: '修订结算' });
    const price = form.getByRole('textbox', { name: '结算电价(元/kWh)' });
    await price.fill('0.5');
    const preview = form.getByRole('status', { name: '电费金额预览' });
    await expect.poll(() => preview.textContent()).toMatch(/^¥[\d,]+\.\d\d（[+-]¥[\d,]+\.\d\d）$/);
    const previewed = ((await preview.textContent()) ?? '').split('（')[0]!;
    await shot(grid, 'grid-revise-preview-360');
    await form.getByRole('button', { name: '提交' }).dblclick();
    await toast(grid, '已修订结算');
    await form.waitFor({ state: 'hidden' });
    await taskScreen(grid).getByText('办理结算任务').waitFor({ state: 'hidden' });
    await card(grid, month).getByText('待确认').waitFor();
    await card(grid, month).getByLabel(`电费金额 ${previewed}`).waitFor();
    const revised = await taskOf(gridToken, month);
    expect(displayMoney(revised.amount)).toBe(previewed);
    const log = await apiGet<Array<{ action: string }>>(
      h.server.apiBase,
      gridToken,
      `/cwxt/settlement/log?id=${revised.id}`,
    );
    expect(log.result.filter((l) => l.action === 'revise')).toHaveLength(1);

    // ---- 电厂: 确认结算 ----
    await plant.reload();
    await card(plant, month).getByRole('button', { name: '办理' }).click();
    await taskScreen(plant).getByRole('button', { name: '确认结算' }).click();
    await plant.locator('.adm-dialog').getByRole('button', { name: '确定' }).click();
    await toast(plant, '已确认结算');
    await card(plant, month).getByText('电厂已确认').waitFor();

    // ---- The invoice for the whole amount (entered and submitted through the API) ----
    const total = parseMoney(revised.amount)!;
    const net = (total * 100n * 2n + 113n) / (113n * 2n);
    const number = `5${String(Date.now()).slice(-7)}`;
    const added = await apiPost<unknown>(plantToken, '/cwxt/invoice/add', {
      plantId: revised.plantId,
      invoiceType: 'special',
      invoiceCode: '3200231130',
      invoiceNumber: number,
      invoiceDate: `${month}-01`,
      amount: formatMoney(net),
      taxRate: '13',
      taxAmount: formatMoney(total - net),
      totalAmount: formatMoney(total),
      buyerName: '国网某某省电力有限公司',
    });
    expect(added.success, added.message).toBe(true);
    const pool = await apiGet<{ records: Array<{ id: string; invoiceNumber: string }> }>(
      h.server.apiBase,
      plantToken,
      `/cwxt/invoice/list?view=pool&invoiceNumber=${number}`,
    );
    const invoiceId = pool.result.records.find((r) => r.invoiceNumber === number)!.id;
    const submitted = await apiPost<unknown>(plantToken, '/cwxt/invoice/submit', {
      taskId: revised.id,
      ids: [invoiceId],
    });
    expect(submitted.success, submitted.message).toBe(true);

    // ---- 营销: 审核通过 asks with the amount, then the card leaves the queue ----
    await grid.goto('/fpgl/submit');
    const invoiceCard = grid.getByRole('article', { name: `发票 ${number}` });
    await invoiceCard.getByRole('button', { name: `审核通过 ${number}` }).click();
    const ask = grid.locator('.adm-dialog').filter({ hasText: '审核通过' });
    await ask.getByText(`审核通过 发票 No.${number}，价税合计 ${displayMoney(revised.amount)}？`).waitFor();
    await shot(grid, 'grid-verify-question-360');
    await ask.getByRole('button', { name: '确定' }).click();
    await toast(grid, '审核通过');
    await invoiceCard.waitFor({ state: 'detached' });
    expect((await taskOf(gridToken, month)).status).toBe('invoiced');

    // ---- 营销: 登记付款 of a part; a double tap registers it once ----
    const half = formatMoney(total / 2n);
    await grid.goto(gridList);
    await card(grid, month).getByText('已开票').waitFor();
    await card(grid, month).getByRole('button', { name: '办理' }).click();
    await taskScreen(grid).getByRole('button', { name: '登记付款' }).click();
    form = grid.getByRole('dialog', { name: '登记付款' });
    const amount = form.getByRole('textbox', { name: '付款金额(元)' });
    expect(await amount.inputValue()).toBe(revised.amount);
    await amount.fill(half);
    await form.getByRole('button', { name: '提交' }).dblclick();
    await toast(grid, '付款已登记');
    await form.waitFor({ state: 'hidden' });
    const left = displayMoney(formatMoney(total - total / 2n));
    await card(grid, month).getByText(`未付 ${left}`).waitFor();
    await shot(grid, 'grid-after-part-payment-360');
    const paid = await taskOf(gridToken, month);
    expect(paid.paidAmount).toBe(half);
    expect(paid.status).toBe('invoiced');
    await grid.context().close();
    await plant.context().close();
  });

  it('the leader sees 查看 on every card and no step, at 360 px in DingTalk and 390 px in WeCom', async () => {
    for (const narrow of [true, false]) {
      const page = await phone('lingdao', narrow);
      await page.goto('/dfgl/task');
      const cards = page.getByRole('article');
      await cards.first().waitFor();
      const count = await cards.count();
      expect(count).toBeGreaterThanOrEqual(4);
      // At 390×844 at least four whole cards are on the first screen.
      if (!narrow) expect(await fullyVisible(page)).toBeGreaterThanOrEqual(4);
      for (let i = 0; i < count; i += 1)
        expect(await cards.nth(i).getByRole('button').allTextContents()).toEqual(['查看']);
      expect(await page.getByRole('button', { name: '办理' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: '开立月度任务' }).count()).toBe(0);
      await cards.first().getByRole('button', { name: '查看' }).click();
      await taskScreen(page).getByText('查看结算任务').waitFor();
      for (const name of ['修订结算', '登记付款', '确认结算', '提出异议', '保存明细'])
        expect(await page.getByRole('button', { name }).count()).toBe(0);
      if (narrow) await shot(page, 'leader-task-screen-360');
      await page.context().close();
    }
  });
});
