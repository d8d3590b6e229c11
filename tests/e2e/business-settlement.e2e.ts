// The month's settlement end to end (issue 7): in WeCom on a phone, the plant user confirms the
// month's task, photographs two invoices into the pool and submits them against the task; at
// desktop size the grid staff verify one and return the other with a reason; the plant user's
// phone shows the notification and the returned invoice back in the pool with its reason.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { displayMoney, formatMoney, parseMoney } from '../../src/shared/domain/money/money';
import { desktopContext, phoneContext, WECOM_UA } from './support/browser';
import { ADMIN_PASSWORD } from './support/server';
import { apiGet, currentMonth, tokenOf as login } from './support/business-api';
import { setupServerAndBrowser } from './support/harness';
import { signIn, waitForPath } from './support/ui';

const h = setupServerAndBrowser();

// A 1×1 PNG: what the phone's camera hands the file input, as far as the upload is concerned.
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const api = <T>(token: string, path: string) => apiGet<T>(h.server.apiBase, token, path);
const tokenOf = (username: string) => login(h.server.apiBase, username);

/** Splits a 价税合计 at 13 % into 金额(不含税) and 税额 the way an invoice does (fen, half-up). */
function invoiceFigures(total: bigint) {
  const net = (total * 100n * 2n + 113n) / (113n * 2n);
  return { total: formatMoney(total), amount: formatMoney(net), tax: formatMoney(total - net) };
}

async function unreadOf(page: Page): Promise<number> {
  const label = (await page.getByRole('button', { name: /^消息/ }).getAttribute('aria-label')) ?? '';
  return Number((/(\d+)条未读/.exec(label) ?? [])[1] ?? 0);
}

/** The pool answered: some cards, or its empty state. */
async function poolLoaded(page: Page) {
  await page.getByRole('listitem').or(page.getByText('暂无数据')).first().waitFor();
}

async function addInvoice(page: Page, number: string, f: ReturnType<typeof invoiceFigures>) {
  await page.getByRole('button', { name: '新增' }).click();
  const form = page.getByRole('dialog', { name: /新增/ });
  await form.waitFor();
  await form.getByLabel('发票代码').fill('3200231130');
  await form.getByLabel('发票号码').fill(number);
  await form.getByLabel('开票日期').click();
  await page.locator('.adm-picker-header-button', { hasText: '确定' }).last().click();
  await form.getByLabel('金额(不含税)').fill(f.amount);
  await form.getByLabel('税额').fill(f.tax);
  await form.getByLabel('价税合计').fill(f.total);
  await form.getByRole('button', { name: /^销售方/ }).click();
  await page.locator('.adm-picker-header-button', { hasText: '确定' }).last().click();
  await expect
    .poll(() => form.getByRole('button', { name: /^销售方/ }).textContent())
    .toContain('华能某某电厂');
  await form
    .getByRole('list', { name: '发票影像' })
    .locator('input[type=file]')
    .setInputFiles({
      name: `invoice-${number}.png`,
      mimeType: 'image/png',
      buffer: PHOTO,
    });
  await form.getByRole('listitem', { name: `invoice-${number}.png` }).waitFor();
  await form.getByRole('button', { name: '保存' }).click();
  await form.waitFor({ state: 'hidden' });
  await page.getByRole('listitem').filter({ hasText: number }).waitFor();
}

describe('the month’s settlement', () => {
  it('plant confirms and submits two photographed invoices on the phone; the grid verifies one and returns one; the plant is told', async () => {
    const month = currentMonth();
    const plantToken = await tokenOf('dianchang');
    const tasks = await api<{
      records: Array<{ id: string; amount: string; status: string; plantName: string }>;
    }>(plantToken, `/cwxt/settlement/list?settleMonth=${month}`);
    expect(tasks.success, tasks.message).toBe(true);
    const task = tasks.result.records.find((r) => r.plantName === '华能某某电厂');
    expect(task?.status).toBe('pending');
    const amount = parseMoney(task!.amount)!;
    const half = amount / 2n;
    const first = invoiceFigures(half);
    const second = invoiceFigures(amount - half);
    const stamp = String(Date.now()).slice(-7);
    const [n1, n2] = [`1${stamp}`, `2${stamp}`];

    // ---- Phone, WeCom: confirm the month's task ----
    const phone = await phoneContext(h.browser, h.server.url, WECOM_UA);
    const page = await phone.newPage();
    await signIn(page, 'dianchang', ADMIN_PASSWORD);
    await waitForPath(page, '/dashboard/analysis');
    await page.goto('/dfgl/task');
    const card = page.getByRole('article', { name: `华能某某电厂 · ${month}` });
    await card.getByText('待确认').waitFor();
    await card.getByRole('button', { name: '办理' }).click();
    await page.getByText(displayMoney(task!.amount)).first().waitFor();
    await page.getByRole('button', { name: '确认结算' }).click();
    await page.locator('.adm-dialog').getByText('确定').click();
    await card.getByText('电厂已确认').waitFor();

    // ---- Two invoices photographed into the pool, then submitted against the task ----
    await page.goto('/fpgl/pool');
    await page.getByRole('button', { name: '新增' }).waitFor();
    await addInvoice(page, n1, first);
    await addInvoice(page, n2, second);

    await page.goto('/fpgl/submit');
    await page.getByText(`${month} ${displayMoney(task!.amount)}`).click();
    await page.getByLabel(`选择发票 ${n1}`).click();
    await page.getByLabel(`选择发票 ${n2}`).click();
    await page.getByRole('status').getByText(/一致/).waitFor();
    await page.getByRole('button', { name: '提交发票' }).click();
    await page.getByText('已提交2张发票').waitFor();
    await page.goto('/fpgl/pool');
    await poolLoaded(page);
    await expect.poll(() => page.getByRole('listitem').filter({ hasText: n1 }).count()).toBe(0);
    const unreadBefore = await unreadOf(page);

    // ---- Desktop: grid staff verify one invoice and return the other ----
    const desk = await desktopContext(h.browser, h.server.url);
    const grid = await desk.newPage();
    await signIn(grid, 'yingxiao', ADMIN_PASSWORD);
    await waitForPath(grid, '/dashboard/analysis');
    await grid.goto('/fpgl/submit');
    const group = grid.getByRole('region', { name: `华能某某电厂 ${month}` });
    await group.waitFor();
    await group.getByRole('button', { name: `审核通过 ${n1}` }).click();
    await expect.poll(() => group.getByRole('button', { name: `审核通过 ${n1}` }).count()).toBe(0);
    await group.getByRole('button', { name: `退回 ${n2}` }).click();
    const dialog = grid.locator('.ant-modal').filter({ hasText: '退回发票' });
    await dialog.getByLabel('退回原因').fill('发票影像不清晰，请重新拍照上传');
    await dialog.getByRole('button', { name: '确定退回' }).click();
    await expect.poll(() => grid.getByRole('region', { name: `华能某某电厂 ${month}` }).count()).toBe(0);
    await desk.close();

    // ---- Phone: the plant user is told, and the returned invoice is back in the pool ----
    await expect.poll(() => unreadOf(page), { timeout: 20_000 }).toBeGreaterThan(unreadBefore);
    await page.getByRole('button', { name: /^消息/ }).click();
    await page.getByRole('tab', { name: '系统消息' }).click();
    await page.getByText(`发票 ${n2} 已退回`).first().waitFor();
    await page.goto('/fpgl/pool');
    const returned = page.getByRole('listitem').filter({ hasText: n2 });
    await returned.getByText('已退回').first().waitFor();
    await returned.getByText(/发票影像不清晰/).waitFor();
    await phone.close();
  });
});
