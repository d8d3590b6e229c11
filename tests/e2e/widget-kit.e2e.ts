// The widget kit on its real page, 示例 › 组件示例, in both shells: every tab loads without a page
// error, and the widgets work against the real server (grid validation and values, cron builders).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DINGTALK_UA, desktopContext, phoneContext } from './support/browser';
import { ADMIN_PASSWORD } from './support/server';
import { setupServerAndBrowser } from './support/harness';
import { horizontalOverflow, signIn, waitForPath } from './support/ui';

const h = setupServerAndBrowser();

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

async function openDemo(page: Page): Promise<void> {
  await signIn(page, 'admin', ADMIN_PASSWORD);
  await waitForPath(page, '/dashboard/analysis');
  await page.goto('/examples/widgets');
}

describe('组件示例', () => {
  it('desktop: grid, cron, inputs, dictionaries, checks, upload, editors, export and the user picker work against the server', async () => {
    const context = await desktopContext(h.browser, h.server.url);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await openDemo(page);

    const grid = page.getByRole('grid', { name: '设备明细' });
    await grid.waitFor();
    await page.getByRole('button', { name: '校验并取值' }).click();
    // Row 3 has an empty required name and a code failing the pattern.
    await expect.poll(() => page.getByLabel('取值结果').textContent()).toMatch(/^错误 2 个，共 3 行/);
    await page.getByRole('toolbar', { name: '表格操作' }).getByRole('button', { name: '新增' }).click();
    await page.getByRole('button', { name: '校验并取值' }).click();
    await expect.poll(() => page.getByLabel('取值结果').textContent()).toMatch(/共 4 行/);

    await page.getByRole('tab', { name: 'Cron表达式' }).click();
    await expect.poll(() => page.getByLabel('任务表达式').textContent()).toBe('0 0/5 * * * ? *');

    await page.getByRole('tab', { name: '输入组件' }).click();
    await page.getByRole('textbox', { name: '标签输入' }).fill('abcde');
    await expect.poll(() => page.getByLabel('标签值').textContent()).toBe('ab;cd;e');

    await page.getByRole('tab', { name: '字典选择' }).click();
    await expect.poll(() => page.getByLabel('字典下拉的值').textContent()).toBe('1');
    await page.getByText('男', { exact: true }).first().waitFor();

    await page.getByRole('tab', { name: '校验' }).click();
    await page.getByLabel('用户账号（重复校验）').fill('admin');
    await page.getByLabel('编码（规则 common）').focus();
    await page.getByText('该值不可用，系统中已存在！').waitFor();
    await page.getByLabel('编码（规则 common）').fill('9ab');
    await page.getByLabel('用户账号（重复校验）').focus();
    await page.getByText('第一位只能是字母').waitFor();

    await page.getByRole('tab', { name: '上传' }).click();
    await page.getByLabel('文件上传：选择文件').setInputFiles({
      name: 'inspection.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('巡检记录'),
    });
    await expect
      .poll(() => page.getByLabel('文件上传的值').textContent())
      .toMatch(/^temp\/[0-9a-f]{32}\.txt$/);

    await page.getByRole('tab', { name: '编辑器' }).click();
    const code = page.getByRole('textbox', { name: '代码编辑器' });
    // Types into the editor itself (focused first), not wherever the focus is when the tab appears.
    await code.pressSequentially('const plant = 1;');
    await expect.poll(() => page.getByLabel('代码内容').textContent()).toContain('const plant = 1;');
    // TinyMCE runs under the served CSP: typing in its frame reaches the value.
    const richBody = page.frameLocator('iframe.tox-edit-area__iframe').locator('body');
    await richBody.click();
    await page.keyboard.type('设备巡检');
    await expect.poll(() => page.getByLabel('富文本内容').textContent()).toContain('设备巡检');
    await page.getByRole('group', { name: 'Markdown编辑器' }).waitFor();

    await page.getByRole('tab', { name: 'Excel导入导出' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出用户' }).click();
    expect((await download).suggestedFilename()).toBe('用户.xls');

    // The user picker: choose admin in the 1200-wide dialog; the value is the username.
    await page.getByRole('tab', { name: '人员角色职务' }).click();
    await page.getByRole('combobox', { name: '选择用户（多选）' }).click();
    const dialog = page.getByRole('dialog', { name: '选择用户' });
    await dialog.getByRole('row').filter({ hasText: '管理员' }).first().getByRole('checkbox').check();
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => page.getByLabel('选择用户（多选）的值').textContent()).toBe('admin');

    await page.getByRole('tab', { name: '部门与报表弹窗' }).click();
    await page.getByRole('tabpanel').filter({ hasText: '部门' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('phone in DingTalk: the same grid as cards with the row editor, and the cron editor', async () => {
    const context = await phoneContext(h.browser, h.server.url, DINGTALK_UA);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await openDemo(page);

    // The cards load on demand: 校验并取值 reads nothing until they are mounted.
    await page.getByRole('region', { name: '设备明细' }).waitFor();
    await page.getByRole('button', { name: '校验并取值' }).click();
    await expect.poll(() => page.getByLabel('取值结果').textContent()).toMatch(/^错误 2 个，共 3 行/);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await page.getByRole('tab', { name: 'Cron表达式' }).click();
    await expect
      .poll(() => page.getByRole('status', { name: '表达式', exact: true }).textContent())
      .toBe('0 0/5 * * * ? *');

    // Every other family renders as phone widgets without a page error or a sideways scroll.
    const titles: Record<string, string> = {
      输入组件: '输入组件',
      字典选择: '字典选择',
      人员角色职务: '用户',
      校验: '重复校验与编码规则',
      上传: '上传',
      部门与报表弹窗: '部门选择与报表弹窗',
      编辑器: '编辑器',
      Excel导入导出: 'Excel导入导出',
      子表与树表: '树表',
    };
    for (const [tab, text] of Object.entries(titles)) {
      await page.getByRole('tab', { name: tab }).click();
      await page.locator('.adm-card-header').filter({ hasText: text }).first().waitFor();
      expect(await horizontalOverflow(page), tab).toBeLessThanOrEqual(0);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
