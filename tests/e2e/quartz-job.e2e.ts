// 系统监控 › 定时任务 against the real server with its scheduler running (server/main.ts passes
// `scheduler: true`): replace the seeded 示例任务 job with one built in the job dialog, run it once
// and read its run in the log; then the phone list runs a job once.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DINGTALK_UA, desktopContext, phoneContext } from './support/browser';
import { ADMIN_PASSWORD } from './support/server';
import { setupServerAndBrowser } from './support/harness';
import { modalSettled, signIn, waitForPath } from './support/ui';

const h = setupServerAndBrowser();

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** The table row whose cells contain `text`. */
function rowOf(page: Page, text: string) {
  return page.locator('tr.ant-table-row').filter({ hasText: text });
}

async function chooseFromMore(page: Page, row: ReturnType<typeof rowOf>, item: string) {
  await row.getByRole('button', { name: /更多/ }).click();
  await page.getByRole('menuitem', { name: item }).last().click();
}

describe('定时任务', () => {
  it('desktop: replaces the 示例任务 job with one built in the dialog, runs it once and shows the run in its log', async () => {
    const context = await desktopContext(h.browser, h.server.url);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await signIn(page, 'admin', ADMIN_PASSWORD);
    await waitForPath(page, '/dashboard/analysis');

    const menu = page.getByRole('menu').first();
    await menu.getByText('系统监控', { exact: true }).click();
    await menu.getByText('定时任务', { exact: true }).click();
    await waitForPath(page, '/monitor/quartzJob');

    // The seeded sample job: a handler may have only one job, so it goes first.
    const seeded = rowOf(page, 'sampleJob');
    await seeded.waitFor();
    await expect.poll(() => seeded.textContent()).toContain('示例任务');
    await chooseFromMore(page, seeded, '删除');
    await page.locator('.ant-popover').getByRole('button', { name: '确定' }).last().click();
    await page.getByText('删除成功!').waitFor();
    await expect.poll(() => rowOf(page, 'sampleJob').count()).toBe(0);

    await page.getByRole('toolbar', { name: '操作' }).getByRole('button', { name: /新增/ }).click();
    const dialog = page
      .locator('.ant-modal')
      .filter({ has: page.locator('.ant-modal-title', { hasText: /^新增$/ }) });
    await dialog.waitFor();
    await dialog.getByLabel('任务处理器').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '示例任务' }).click();
    await dialog.getByText('任意文本；填 fail 时本次执行失败').waitFor();

    // Every 5 seconds, built on the builder's seconds tab (not typed).
    await dialog.getByRole('button', { name: /选择/ }).click();
    const builder = page
      .locator('.ant-modal')
      .filter({ has: page.locator('.ant-modal-title', { hasText: 'cron表达式' }) });
    await modalSettled(builder);
    const seconds = builder.getByRole('tabpanel', { name: '秒' });
    await seconds.getByRole('radio', { name: '每隔' }).check();
    await seconds.getByRole('spinbutton', { name: '间隔秒数' }).fill('5');
    await seconds.getByRole('spinbutton', { name: '开始秒', exact: true }).fill('0');
    await seconds.getByRole('spinbutton', { name: '开始秒', exact: true }).press('Tab');
    await expect.poll(() => builder.getByLabel('表达式').textContent()).toBe('0/5 * * * * ? *');
    await builder.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => dialog.getByLabel('Cron表达式').inputValue()).toBe('0/5 * * * * ? *');

    // The dialog previews the next runs, five seconds apart.
    const preview = dialog.getByRole('region', { name: /近十次执行时间/ });
    await expect.poll(() => preview.locator('li').count(), { timeout: 5000 }).toBe(10);
    const runs = await preview.locator('li').allTextContents();
    const gap = Date.parse(runs[1]!.replace(' ', 'T')) - Date.parse(runs[0]!.replace(' ', 'T'));
    expect(gap).toBe(5000);

    await dialog.getByLabel('参数').fill('e2e');
    await dialog.getByLabel('描述').fill('浏览器测试任务');
    await dialog.getByRole('button', { name: '确定' }).click();
    await page.getByText('创建定时任务成功').waitFor();

    const job = rowOf(page, 'sampleJob');
    await job.waitFor();
    await expect.poll(() => job.textContent()).toContain('0/5 * * * * ? *');
    await expect.poll(() => job.textContent()).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    await expect.poll(() => job.textContent()).toContain('正常');

    await chooseFromMore(page, job, '立即执行');
    await page.locator('.ant-popover').getByRole('button', { name: '确定' }).last().click();
    await page.getByText('执行成功!').waitFor();

    await chooseFromMore(page, job, '日志');
    const drawer = page.locator('.ant-drawer').filter({ hasText: '执行日志' });
    await drawer.waitFor();
    // The manual run lands a moment after the answer; 刷新 until it is there.
    await expect
      .poll(
        async () => {
          await drawer.getByRole('button', { name: /刷新/ }).click();
          return drawer.locator('tr.ant-table-row').filter({ hasText: '手动执行' }).count();
        },
        { timeout: 15_000, interval: 1000 },
      )
      .toBeGreaterThan(0);
    const run = drawer.locator('tr.ant-table-row').filter({ hasText: '手动执行' }).first();
    await expect.poll(() => run.textContent()).toContain('成功');
    await expect.poll(() => run.textContent()).toMatch(/\d+(\.\d)? (ms|s)/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('phone in DingTalk: the job cards show status and next run, and a job runs once', async () => {
    const context = await phoneContext(h.browser, h.server.url, DINGTALK_UA);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await signIn(page, 'admin', ADMIN_PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/user/login');
    await page.goto('/monitor/quartzJob');

    const list = page.getByRole('list', { name: '定时任务' });
    const card = list.getByRole('listitem').filter({ hasText: '清理过期会话' });
    await card.waitFor();
    await expect.poll(() => card.textContent()).toContain('0 0/10 * * * ? *');
    await expect.poll(() => card.textContent()).toContain('正常');
    await expect.poll(() => card.textContent()).toMatch(/下次执行.*\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);

    await card.getByRole('button', { name: '立即执行' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await page.getByText('执行成功!').waitFor();

    await card.getByRole('button', { name: '日志' }).click();
    const log = page.getByRole('dialog', { name: '执行日志' });
    await log.waitFor();
    await expect
      .poll(
        async () => {
          await log.getByRole('button', { name: '刷新' }).click();
          return log.getByText('手动执行', { exact: false }).count();
        },
        { timeout: 15_000, interval: 1000 },
      )
      .toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
