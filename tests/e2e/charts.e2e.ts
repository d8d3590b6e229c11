// The chart pages in a real browser (ECharts renders SVG): as 公司领导 at 1440×900 on the desktop
// and at 360×640 inside DingTalk on a phone, the monthly chart draws a label for every month, a
// hover shows the exact amount (desktop), and a click or tap on a bar opens the settlement list
// filtered by that month. CHART_SHOTS=<dir> also saves screenshots of every chart page.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ChartsData } from '../../src/shared/domain/business/dashboard';
import { displayMoney } from '../../src/shared/domain/money/money';
import { DINGTALK_UA, desktopContext, phoneContext } from './support/browser';
import { apiGet, tokenOf } from './support/business-api';
import { setupServerAndBrowser } from './support/harness';
import { ADMIN_PASSWORD } from './support/server';
import { signIn, waitForPath } from './support/ui';

const h = setupServerAndBrowser();
const SHOTS = process.env.CHART_SHOTS;

const monthLabel = (month: string) => `${Number(month.slice(5, 7))}月`;

/** The rendered chart: its SVG is in and the library has drawn it. */
async function renderedChart(page: Page, name: string): Promise<Locator> {
  const chart = page.locator(`[role="img"][aria-label="${name}"][data-chart-ready="true"]`);
  await chart.locator('svg').first().waitFor();
  return chart;
}

/** The month to drill into: the largest bar whose tick reads plain "N月" (not the first, not January). */
async function largestMonth(
  apiBase: string,
): Promise<{ month: string; amount: string; all: string[]; smallest: { month: string; amount: string } }> {
  const token = await tokenOf(apiBase, 'lingdao');
  const charts = (await apiGet<ChartsData>(apiBase, token, '/cwxt/dashboard/charts')).result;
  const rows = charts.settlementByMonth ?? [];
  expect(rows.length).toBe(12);
  const candidates = rows.filter((r, i) => i > 0 && !r.month.endsWith('-01'));
  const best = candidates.reduce((a, b) => (Number(b.amount) > Number(a.amount) ? b : a));
  const low = candidates.reduce((a, b) => (Number(b.amount) < Number(a.amount) ? b : a));
  expect(Number(best.amount)).toBeGreaterThan(0);
  return { month: best.month, amount: best.amount, all: rows.map((r) => r.month), smallest: low };
}

/** Centre of a month's tick label, and a point inside its bar just above the axis. */
async function barPoint(chart: Locator, month: string) {
  const label = chart.locator('svg text', { hasText: new RegExp(`^${monthLabel(month)}$`) }).first();
  const box = (await label.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y - 14 };
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `charts-${name}.png`), fullPage: true });
}

async function expectEveryMonthLabelled(chart: Locator, months: string[]) {
  const texts = await chart.locator('svg text').allTextContents();
  for (const [i, m] of months.entries()) {
    if (i === 0 || m.endsWith('-01')) expect(texts.join(' ')).toContain(monthLabel(m));
    else expect(texts).toContain(monthLabel(m));
  }
}

describe('charts', () => {
  it('desktop 1440: every month labelled, hover shows the exact amount, a bar opens that month’s tasks', async () => {
    const target = await largestMonth(h.server.apiBase);
    const context = await desktopContext(h.browser, h.server.url);
    const page = await context.newPage();
    await signIn(page, 'lingdao', ADMIN_PASSWORD);
    await page
      .getByRole('button', { name: /公司领导|lingdao/ })
      .or(page.getByText('快捷入口'))
      .first()
      .waitFor();
    await page.goto('/dashboard/chart');
    const chart = await renderedChart(page, '近12个月结算金额');
    await expectEveryMonthLabelled(chart, target.all);
    // Legends and the other charts are there.
    await renderedChart(page, '结算金额前10名电厂');
    expect(await chart.locator('svg text', { hasText: '结算金额' }).count()).toBeGreaterThan(0);

    const point = await barPoint(chart, target.month);
    await page.mouse.move(point.x, point.y);
    const tooltip = chart.locator('div', { hasText: displayMoney(target.amount) }).last();
    await tooltip.waitFor();
    expect(await tooltip.textContent()).toContain(target.month);
    await shoot(page, 'desktop-1440-chart-tooltip');

    await page.mouse.click(point.x, point.y);
    await waitForPath(page, '/dfgl/task');
    expect(new URL(page.url()).searchParams.get('settleMonth')).toBe(target.month);
    const search = page.getByRole('search', { name: '查询条件' });
    await expect.poll(() => search.getByPlaceholder('开始月份').inputValue()).toBe(target.month);
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await rows.first().waitFor();
    const months = await rows
      .locator('td')
      .filter({ hasText: /^\d{4}-\d{2}$/ })
      .allTextContents();
    expect(months.length).toBeGreaterThan(0);
    expect(new Set(months)).toEqual(new Set([target.month]));
    await context.close();
  });

  it('phone 360 in DingTalk as 领导: the charts render with every month labelled, a bar tap opens the filtered list', async () => {
    const target = await largestMonth(h.server.apiBase);
    const context = await phoneContext(h.browser, h.server.url, DINGTALK_UA, { width: 360, height: 640 });
    const page = await context.newPage();
    await signIn(page, 'lingdao', ADMIN_PASSWORD);
    await page.getByRole('button', { name: '菜单' }).waitFor();
    await page.goto('/dashboard/chart');
    await expect.poll(() => page.getByText('请在电脑端使用').count()).toBe(0);
    const chart = await renderedChart(page, '近12个月结算金额');
    await expectEveryMonthLabelled(chart, target.all);
    await renderedChart(page, '本月结算状态');
    await renderedChart(page, '结算金额前10名电厂');
    const box = (await chart.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(360);

    const point = await barPoint(chart, target.month);

    await page.touchscreen.tap(point.x, point.y);
    await waitForPath(page, '/dfgl/task');
    expect(new URL(page.url()).searchParams.get('settleMonth')).toBe(target.month);
    await page
      .getByText(/电费金额/)
      .first()
      .waitFor();
    const titles = await page
      .getByRole('list', { name: '结算任务' })
      .getByText(/\d{4}-\d{2}$/)
      .allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    for (const t of titles) expect(t.endsWith(target.month)).toBe(true);
    await context.close();
  });

  it('phone 360 in DingTalk as 领导: a tap on the first plant of the ranking opens only that plant’s tasks', async () => {
    const token = await tokenOf(h.server.apiBase, 'lingdao');
    const charts = (await apiGet<ChartsData>(h.server.apiBase, token, '/cwxt/dashboard/charts')).result;
    const top = charts.topPlants?.[0];
    expect(top).toBeDefined();
    const context = await phoneContext(h.browser, h.server.url, DINGTALK_UA, { width: 360, height: 640 });
    const page = await context.newPage();
    await signIn(page, 'lingdao', ADMIN_PASSWORD);
    await page.getByRole('button', { name: '菜单' }).waitFor();
    await page.goto('/dashboard/chart');
    const chart = await renderedChart(page, '结算金额前10名电厂');
    await chart.scrollIntoViewIfNeeded();
    // The largest bar starts at the axis, just right of its plant's label.
    const label = chart
      .locator('svg text')
      .filter({ hasText: top!.plantName.slice(0, 4) })
      .first();
    const box = (await label.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width + 12, box.y + box.height / 2);
    await waitForPath(page, '/dfgl/task');
    expect(new URL(page.url()).searchParams.get('plantId')).toBe(top!.plantId);
    const list = page.getByRole('list', { name: '结算任务' });
    await list
      .getByText(/电费金额/)
      .first()
      .waitFor();
    // Card titles read "plant · month"; every one is the tapped plant's.
    const titles = await list.getByText(/^\S.* · \d{4}-\d{2}$/).allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    for (const t of titles) expect(t).toBe(`${top!.plantName} · ${t.slice(-7)}`);
    await context.close();
  });

  it.runIf(Boolean(SHOTS))('screenshots of every chart page at 1440, 1024 and 360', async () => {
    const desktopPages = [
      ['chart', '/dashboard/chart', '近12个月结算金额'],
      ['monitor', '/dashboard/monitor', '监控项数量'],
      ['home', '/dashboard/analysis', '近12个月发票金额'],
      ['invoice-stats', '/fpgl/statistics', '价税合计（按月份）'],
    ] as const;
    for (const width of [1440, 1024]) {
      const context: BrowserContext = await h.browser.newContext({
        baseURL: h.server.url,
        viewport: { width, height: 900 },
        locale: 'zh-CN',
      });
      const page = await context.newPage();
      await signIn(page, 'lingdao', ADMIN_PASSWORD);
      await page.getByText('快捷入口').waitFor();
      for (const [name, path, chart] of desktopPages) {
        await page.goto(path);
        await renderedChart(page, chart);
        await page.waitForTimeout(800);
        await shoot(page, `desktop-${width}-${name}`);
      }
      await context.close();
    }
    const admin = await desktopContext(h.browser, h.server.url);
    const adminPage = await admin.newPage();
    await signIn(adminPage, 'admin', ADMIN_PASSWORD);
    await adminPage.getByText('快捷入口').waitFor();
    await adminPage.goto('/monitor/server');
    await adminPage.waitForTimeout(2500);
    await shoot(adminPage, 'desktop-1440-server-monitor');
    await admin.close();

    const phone = await phoneContext(h.browser, h.server.url, DINGTALK_UA, { width: 360, height: 640 });
    const page = await phone.newPage();
    await signIn(page, 'lingdao', ADMIN_PASSWORD);
    await page.getByRole('button', { name: '菜单' }).waitFor();
    for (const [name, path, chart] of [
      ['chart', '/dashboard/chart', '结算金额前10名电厂'],
      ['monitor', '/dashboard/monitor', '监控项数量'],
      ['invoice-stats', '/fpgl/statistics', '价税合计（按月份）'],
    ] as const) {
      await page.goto(path);
      await renderedChart(page, chart);
      await page.waitForTimeout(1000);
      await shoot(page, `phone-360-${name}`);
    }
    await phone.close();
  });
});
