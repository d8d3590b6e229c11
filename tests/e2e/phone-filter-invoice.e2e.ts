// The phone's thumb filters and invoice entry, as users see them. WeCom 390×844 (grid clerk
// yingxiao, every plant): 结算任务 filtered by plant through the picker and by a status chip, the
// chips above the list, one removed. DingTalk 360×640 (plant user dianchang): the filter sheet's
// 重置/确定 in view; a new invoice filled from a photo of its QR code (generated here), the tax
// computed, a photo thumbnail opening the in-app viewer, saved once; the same number refused.
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import QRCode from 'qrcode';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { INVOICE_MESSAGES } from '../../src/shared/domain/business/invoice-flow';
import { DINGTALK_UA, phoneContext } from './support/browser';
import { setupServerAndBrowser } from './support/harness';
import { ADMIN_PASSWORD } from './support/server';
import { signIn, waitForPath } from './support/ui';

const h = setupServerAndBrowser();
const PLANT = '华能某某电厂';
/** Screenshots for a person to look at (never in the repository). */
const SHOTS = process.env.SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

async function signedIn(username: string, ua?: string, viewport?: { width: number; height: number }) {
  const context = await phoneContext(h.browser, h.server.url, ua, viewport);
  // A loaded 2-core runner: generous steps.
  context.setDefaultTimeout(40_000);
  const page = await context.newPage();
  await signIn(page, username, ADMIN_PASSWORD);
  await waitForPath(page, '/dashboard/analysis');
  return page;
}

const cards = (page: Page) => page.getByRole('list', { name: '结算任务' }).getByRole('listitem');
const sheet = (page: Page) => page.getByRole('dialog', { name: '筛选' });

describe('phone filters and invoice entry', { timeout: 300_000 }, () => {
  it('WeCom 390×844: 结算任务 by plant (picker) and status (chip); chips show and one is removed', async () => {
    const page = await signedIn('yingxiao');
    await page.goto('/dfgl/task');
    await cards(page).first().waitFor();
    // The grid sees several plants before filtering.
    expect(await cards(page).filter({ hasNotText: PLANT }).count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: '筛选' }).click();
    await sheet(page).getByRole('button', { name: '电厂 全部电厂' }).click();
    const chooser = page.getByRole('dialog', { name: '选择电厂' });
    await chooser.getByRole('searchbox').fill('华能');
    await chooser.getByRole('option', { name: PLANT }).click();
    await chooser.waitFor({ state: 'hidden' });
    await sheet(page).getByRole('group', { name: '状态' }).getByText('电厂有异议', { exact: true }).click();
    await sheet(page).getByRole('button', { name: '确定' }).click();
    await sheet(page).waitFor({ state: 'hidden' });

    const chips = page.getByRole('group', { name: '已选筛选' });
    await chips.getByRole('button', { name: `移除 电厂：${PLANT}` }).waitFor();
    await chips.getByRole('button', { name: '移除 状态：电厂有异议' }).waitFor();
    await expect.poll(() => cards(page).filter({ hasNotText: PLANT }).count()).toBe(0);
    await expect.poll(() => cards(page).count()).toBe(1);
    await cards(page).first().getByText('电厂有异议').waitFor();
    await shot(page, 'wecom-390-task-filtered');

    // × on the status chip: the plant's other months come back, the plant chip stays.
    await chips.getByRole('button', { name: '移除 状态：电厂有异议' }).click();
    await chips.getByRole('button', { name: '移除 状态：电厂有异议' }).waitFor({ state: 'detached' });
    await expect.poll(() => cards(page).count()).toBeGreaterThan(1);
    expect(await cards(page).filter({ hasNotText: PLANT }).count()).toBe(0);
    await chips.getByRole('button', { name: `移除 电厂：${PLANT}` }).waitFor();
    await page.context().close();
  });

  it('DingTalk 360×640: the sheet’s 重置/确定 in view; an invoice from its QR photo; a duplicate refused', async () => {
    const page = await signedIn('dianchang', DINGTALK_UA, { width: 360, height: 640 });

    await page.goto('/dfgl/task');
    await page.getByRole('list', { name: '结算任务' }).getByRole('listitem').first().waitFor();
    await page.getByRole('button', { name: '筛选' }).click();
    // Once the sheet has slid up (its animation settles), both buttons sit inside the 640 px screen.
    for (const name of ['重置', '确定']) {
      const button = sheet(page).getByRole('button', { name });
      await expect
        .poll(async () => {
          const box = await button.boundingBox();
          return box ? box.y + box.height : Infinity;
        })
        .toBeLessThanOrEqual(640);
    }
    await shot(page, 'dingtalk-360-filter-sheet');
    await sheet(page).getByRole('button', { name: '重置' }).click();
    await sheet(page).waitFor({ state: 'hidden' });

    // The QR code of a VAT invoice, as a photo file.
    const number = `7${String(Date.now() % 10_000_000).padStart(7, '0')}`;
    const payload = `01,04,3200191130,${number},1000.00,20250115,12345678901234567890,AB12`;
    const photo = join(tmpdir(), `invoice-qr-${number}.png`);
    await QRCode.toFile(photo, payload, { width: 480, margin: 4 });

    await page.goto('/fpgl/pool');
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const form = page.getByRole('dialog', { name: '新增' });
    await form.getByRole('button', { name: `销售方 ${PLANT}` }).waitFor();
    await form.getByLabel('发票照片（识别二维码）').setInputFiles(photo);
    await page.getByText('已按发票二维码填写，请核对').waitFor();
    await expect.poll(() => form.locator('#cwxtInvoice-form_invoiceNumber').inputValue()).toBe(number);
    expect(await form.locator('#cwxtInvoice-form_invoiceCode').inputValue()).toBe('3200191130');
    expect(await form.locator('#cwxtInvoice-form_amount').inputValue()).toBe('1000.00');
    expect(await form.locator('#cwxtInvoice-form_checkCode').inputValue()).toBe('12345678901234567890');
    expect(await form.locator('#cwxtInvoice-form_taxAmount').inputValue()).toBe('130.00');
    expect(await form.locator('#cwxtInvoice-form_totalAmount').inputValue()).toBe('1130.00');
    await form.getByText('2025-01-15').waitFor();

    // The printed tax one fen off is accepted; the total follows.
    await form.locator('#cwxtInvoice-form_taxAmount').fill('130.01');
    await expect.poll(() => form.locator('#cwxtInvoice-form_totalAmount').inputValue()).toBe('1130.01');

    // A photo of the invoice: a thumbnail that opens the in-app viewer (no new webview).
    await form.getByRole('list', { name: '发票影像' }).locator('input[type="file"]').setInputFiles(photo);
    const thumb = form.getByRole('list', { name: '发票影像' }).locator('.adm-image-uploader-cell-image img');
    await thumb.first().waitFor();
    await thumb.first().click();
    await page.locator('.adm-image-viewer-content').waitFor();
    await shot(page, 'dingtalk-360-invoice-viewer');
    // A tap on the picture closes the viewer, back on the form.
    await page.locator('.adm-image-viewer-content').tap();
    await page.locator('.adm-image-viewer-content').waitFor({ state: 'hidden' });
    await shot(page, 'dingtalk-360-invoice-form');

    // 保存 once: the toast, the closed form, the new card; a second tap on nothing changes nothing.
    await form.getByRole('button', { name: '保存' }).click();
    await page.getByText('添加成功！').first().waitFor();
    await form.waitFor({ state: 'hidden' });
    const card = page.locator('[data-record-id]').filter({ hasText: number });
    await card.waitFor();
    expect(await card.count()).toBe(1);

    // The same QR again: refused under 发票号码, the form stays open, still one card.
    await page.getByRole('button', { name: /新\s*增/ }).click();
    await form.getByLabel('发票照片（识别二维码）').setInputFiles(photo);
    await expect.poll(() => form.locator('#cwxtInvoice-form_invoiceNumber').inputValue()).toBe(number);
    await form.getByRole('button', { name: '保存' }).click();
    await form
      .locator('.adm-form-item-feedback-error')
      .filter({ hasText: INVOICE_MESSAGES.duplicate })
      .waitFor();
    await shot(page, 'dingtalk-360-invoice-duplicate');
    expect(await form.isVisible()).toBe(true);
    await form.getByRole('button', { name: '返回' }).click();
    await form.waitFor({ state: 'hidden' });
    expect(await page.locator('[data-record-id]').filter({ hasText: number }).count()).toBe(1);
    await page.context().close();
  });
});
