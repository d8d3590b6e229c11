// Online forms end to end (issue 9): "design a form with a sub-table in the browser, synchronise,
// add a menu for it, grant a role, and as a user of that role create, search, edit, export and
// delete a record on the phone size". The administrator designs a main form and its one-to-many
// sub form in 表单开发 at desktop size, synchronises both and adds the menu; a role and a user get
// the menu and its buttons; the user works the auto list on a phone inside WeCom.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktopContext, phoneContext, WECOM_UA } from './support/browser';
import { apiGet, type Envelope } from './support/business-api';
import { setupServerAndBrowser } from './support/harness';
import { ADMIN_PASSWORD } from './support/server';
import { modalSettled, signIn, waitForPath } from './support/ui';

const h = setupServerAndBrowser();

interface FieldSpec {
  name: string;
  title: string;
  dbType?: string;
  length?: number;
  point?: number;
  required?: boolean;
  query?: boolean;
  showType?: string;
  dict?: string;
  mainTable?: string;
  mainField?: string;
}

interface FormSpec {
  tableName: string;
  tableTxt: string;
  tableType: '主表' | '附表';
  fields: FieldSpec[];
}

interface Row {
  id: string;
  [key: string]: unknown;
}

/** The user's token, for reading what the server holds as that user. */
async function tokenFor(username: string, password: string): Promise<string> {
  const res = await fetch(`${h.server.apiBase}/sys/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const login = (await res.json()) as Envelope<{ token: string }>;
  expect(login.success, login.message).toBe(true);
  return login.result.token;
}

/** Picks `text` in the open antd Select dropdown of `combobox`. */
async function choose(page: Page, combobox: Locator, text: string): Promise<void> {
  await combobox.click();
  await page
    .locator('.ant-select-item-option:visible')
    .filter({ hasText: new RegExp(`^${text}$`) })
    .click();
}

/** 表单开发 › 新增: the 表信息 tab, one grid row per field, 确定. */
async function designForm(page: Page, spec: FormSpec): Promise<void> {
  await page.getByRole('toolbar', { name: '操作' }).getByRole('button', { name: /新增/ }).click();
  const dialog = page
    .locator('.ant-modal')
    .filter({ has: page.locator('.ant-modal-title', { hasText: /^新增$/ }) });
  await dialog.waitFor();
  await dialog.getByLabel('表名', { exact: true }).fill(spec.tableName);
  await dialog.getByLabel('表描述', { exact: true }).fill(spec.tableTxt);
  await choose(page, dialog.getByRole('combobox', { name: '表类型' }), spec.tableType);
  await dialog.getByRole('tab', { name: '字段' }).click();
  for (const _ of spec.fields) await dialog.getByRole('button', { name: '新增字段' }).click();
  for (const [i, f] of spec.fields.entries()) {
    const cell = (title: string) => dialog.getByLabel(`${title} 第${i + 1}行`, { exact: true });
    await cell('字段名').fill(f.name);
    await cell('字段备注').fill(f.title);
    if (f.dbType) await choose(page, cell('类型'), f.dbType);
    if (f.length !== undefined) await cell('长度').fill(String(f.length));
    if (f.point !== undefined) await cell('小数点').fill(String(f.point));
    if (f.required) await cell('必填').check();
    if (f.query) await cell('查询').check();
    if (f.showType) await choose(page, cell('控件类型'), f.showType);
    if (f.dict) await cell('字典Code').fill(f.dict);
    if (f.mainTable) await cell('外键主表').fill(f.mainTable);
    if (f.mainField) await cell('外键字段').fill(f.mainField);
  }
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await page.getByText('添加成功！').last().waitFor();
  await dialog.waitFor({ state: 'hidden' });
}

/** The designer list's row of a table (its 表名 cell exactly: the sub table's name extends the main's). */
function headRow(page: Page, tableName: string): Locator {
  return page
    .locator('tr.ant-table-row')
    .filter({ has: page.getByRole('cell', { name: tableName, exact: true }) });
}

/** 同步数据库 of a new form: the plan creates the table; 同步 runs it. */
async function synchronise(page: Page, tableName: string): Promise<void> {
  const row = headRow(page, tableName);
  await row.getByText('同步数据库').click();
  const dialog = page.locator('.ant-modal').filter({ hasText: `同步数据库：${tableName}` });
  await dialog.getByText(`表「${tableName}」（尚未创建）将执行：`).waitFor();
  // Wait for the sync request itself, not only for its message.
  await modalSettled(dialog);
  const synced = page.waitForResponse((r) => r.url().includes('/online/cgform/api/doDbSynch/'));
  await dialog.getByRole('button', { name: '同步', exact: true }).click();
  expect((await synced).status()).toBe(200);
  await page.getByText('同步数据库成功!').last().waitFor();
  await dialog.waitFor({ state: 'hidden' });
  await row.getByText('已同步').waitFor();
}

/**
 * Swipes a card to the left with real touch events (a mouse drag would end in a click that opens
 * 详情), so its 编辑/删除 actions show.
 */
async function swipeOpen(page: Page, card: Locator): Promise<void> {
  const box = await card.boundingBox();
  if (!box) throw new Error('card has no box');
  const y = Math.round(box.y + box.height / 2);
  const from = Math.round(box.x + box.width - 20);
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  await touch('touchStart', from);
  for (let i = 1; i <= 10; i += 1) await touch('touchMove', from - i * 25);
  await touch('touchEnd', from - 250);
  await cdp.detach();
}

describe('online form', () => {
  it('designed and synchronised on the desktop, granted, then worked on a phone in WeCom', async () => {
    const stamp = String(Date.now()).slice(-8);
    const main = `e2e_visit_${stamp}`;
    const sub = `e2e_visit_item_${stamp}`;
    const mainTxt = `走访记录${stamp}`;
    const subTxt = '走访明细';

    // ---- Desktop, admin: design, synchronise, add the menu ----
    const desk = await desktopContext(h.browser, h.server.url);
    const admin = await desk.newPage();
    await signIn(admin, 'admin', ADMIN_PASSWORD);
    await waitForPath(admin, '/dashboard/analysis');
    const menu = admin.getByRole('menu').first();
    await menu.getByText('在线开发', { exact: true }).click();
    await menu.getByText('表单开发', { exact: true }).click();
    await waitForPath(admin, '/online/cgform');

    await designForm(admin, {
      tableName: main,
      tableTxt: mainTxt,
      tableType: '主表',
      fields: [
        { name: 'visit_no', title: '单号', required: true, query: true },
        { name: 'amount', title: '金额', dbType: 'BigDecimal', length: 10, point: 2 },
        { name: 'urgency', title: '紧急程度', showType: '下拉框', dict: 'priority' },
      ],
    });
    await designForm(admin, {
      tableName: sub,
      tableTxt: subTxt,
      tableType: '附表',
      fields: [
        { name: 'visit_id', title: '走访记录', length: 36, mainTable: main, mainField: 'id' },
        { name: 'detail', title: '明细', length: 100, required: true },
      ],
    });
    await synchronise(admin, main);
    await synchronise(admin, sub);

    const mainRow = headRow(admin, main);
    await mainRow.getByRole('button', { name: /更多/ }).click();
    await admin.getByRole('menuitem', { name: '配置菜单地址' }).last().click();
    const menuDialog = admin.locator('.ant-modal').filter({ hasText: '配置菜单地址' });
    const menuPath = ((await menuDialog.locator('code').textContent()) ?? '').trim();
    expect(menuPath).toMatch(/^\/online\/cgformList\/[\w-]+$/);
    const headId = menuPath.split('/').pop()!;
    await modalSettled(menuDialog);
    await menuDialog.getByRole('button', { name: '添加菜单' }).click();
    await admin.getByText(`菜单「${mainTxt}」及其按钮已添加，请在角色授权中分配`).waitFor();

    // ---- 角色管理: a role granted the new menu and five of its six buttons (not 导入) ----
    const roleName = `走访录入${stamp}`;
    const roleCode = `e2e_visit_${stamp}`;
    await admin.goto('/isystem/role');
    await admin.getByRole('toolbar', { name: '操作' }).getByRole('button', { name: /新增/ }).click();
    const roleDialog = admin
      .locator('.ant-modal')
      .filter({ has: admin.locator('.ant-modal-title', { hasText: /^新增$/ }) });
    await roleDialog.getByLabel('角色名称').fill(roleName);
    await roleDialog.getByLabel('角色编码').fill(roleCode);
    await roleDialog.getByRole('button', { name: /确\s*定/ }).click();
    await roleDialog.waitFor({ state: 'hidden' });
    const roleRow = admin.locator('tr.ant-table-row').filter({ hasText: roleCode });
    await roleRow.getByRole('button', { name: /更多/ }).click();
    await admin.getByRole('menuitem', { name: '授权' }).last().click();
    const grant = admin.locator('.ant-drawer').filter({ hasText: `角色权限配置：${roleName}` });
    await grant.getByLabel('搜索菜单或按钮').fill(mainTxt);
    await grant.getByLabel('搜索菜单或按钮').press('Enter');
    const buttons = ['列表', '添加', '编辑', '删除', '导出'];
    // A button node's title carries its 按钮 tag.
    for (const title of [mainTxt, ...buttons]) {
      await grant
        .locator('.ant-tree-treenode')
        .filter({ has: admin.locator('.ant-tree-title', { hasText: new RegExp(`^${title}(按钮)?$`) }) })
        .locator('.ant-tree-checkbox')
        .click();
    }
    await grant.getByRole('button', { name: '保存并关闭' }).click();
    await admin.getByText('保存成功！').last().waitFor();

    // ---- 用户管理: a user holding only that role ----
    const clerk = { username: `e2e_clerk_${stamp}`, password: 'Online#Form2026' };
    await admin.goto('/isystem/user');
    await admin.getByRole('toolbar', { name: '操作' }).getByRole('button', { name: /新增/ }).click();
    const userDialog = admin
      .locator('.ant-modal')
      .filter({ has: admin.locator('.ant-modal-title', { hasText: /^新增$/ }) });
    await userDialog.getByLabel('用户账号').fill(clerk.username);
    await userDialog.getByLabel('登录密码').fill(clerk.password);
    await userDialog.getByLabel('确认密码').fill(clerk.password);
    await userDialog.getByLabel('用户姓名').fill('表单录入员');
    await userDialog.getByLabel('角色').fill(roleName);
    await admin.locator('.ant-select-item-option:visible').filter({ hasText: roleName }).click();
    await userDialog.getByLabel('手机号码').fill(`139${stamp}`);
    await userDialog.getByRole('button', { name: /确\s*定/ }).click();
    await userDialog.waitFor({ state: 'hidden' });
    await admin.locator('tr.ant-table-row').filter({ hasText: clerk.username }).waitFor();
    await desk.close();

    const token = await tokenFor(clerk.username, clerk.password);
    const api = <T>(path: string) => apiGet<T>(h.server.apiBase, token, path);
    const columns = await api<{ subTables: Array<{ headId: string; tableName: string }> }>(
      `/online/cgform/api/getColumns/${headId}`,
    );
    expect(columns.success, columns.message).toBe(true);
    const subHeadId = columns.result.subTables.find((s) => s.tableName === sub)?.headId ?? '';
    expect(subHeadId).not.toBe('');
    const recordsOf = async (visitNo: string) => {
      const res = await api<{ records: Row[] }>(
        `/online/cgform/api/getData/${headId}?visitNo=${encodeURIComponent(visitNo)}`,
      );
      expect(res.success, res.message).toBe(true);
      return res.result.records;
    };

    // ---- Phone, WeCom, as the user: the menu opens the auto list ----
    const phone = await phoneContext(h.browser, h.server.url, WECOM_UA);
    const page = await phone.newPage();
    await signIn(page, clerk.username, clerk.password);
    await waitForPath(page, '/dashboard/analysis');
    await page.getByRole('button', { name: '菜单' }).click();
    await page.locator('.adm-popup-body').getByText(mainTxt, { exact: true }).click();
    await waitForPath(page, menuPath);
    const list = page.getByRole('list', { name: mainTxt });
    await page.getByText('暂无数据').waitFor();
    // The granted 导出 is offered.
    await page.getByRole('button', { name: '导出' }).waitFor();

    // ---- 新增 a record with a sub row, and a second one without ----
    const first = `ZF-${stamp}-1`;
    const second = `ZF-${stamp}-2`;
    await page.getByRole('button', { name: '新增' }).click();
    let form = page.getByRole('dialog', { name: '新增' });
    await form.getByLabel(/^单号/).fill(first);
    await form.getByLabel('金额').fill('12.5');
    await form.getByLabel('紧急程度').click();
    await page.locator('.adm-picker-header-button', { hasText: '确定' }).last().click();
    await expect.poll(() => form.getByLabel('紧急程度').textContent()).toBe('低');
    const items = form.getByRole('region', { name: subTxt });
    await items.getByRole('button', { name: '新增' }).click();
    const rowEditor = page.getByRole('dialog', { name: '编辑第1行' });
    await rowEditor.getByRole('textbox', { name: '明细' }).fill('检查配电室');
    await rowEditor.getByRole('button', { name: '保存' }).click();
    await rowEditor.waitFor({ state: 'hidden' });
    await items.getByText('检查配电室').waitFor();
    await form.getByRole('button', { name: '保存', exact: true }).first().click();
    await form.waitFor({ state: 'hidden' });
    await list.getByRole('listitem').filter({ hasText: first }).waitFor();

    await page.getByRole('button', { name: '新增' }).click();
    form = page.getByRole('dialog', { name: '新增' });
    await form.getByLabel(/^单号/).fill(second);
    await form.getByRole('button', { name: '保存', exact: true }).first().click();
    await form.waitFor({ state: 'hidden' });
    await list.getByRole('listitem').filter({ hasText: second }).waitFor();

    const [stored] = await recordsOf(first);
    expect(stored).toMatchObject({ visitNo: first, urgency: 'L' });
    expect(Number(stored!.amount)).toBe(12.5);
    const subRows = await api<Row[]>(`/online/cgform/api/subForm/${subHeadId}/${stored!.id}`);
    expect(subRows.result.map((r) => [r.detail, r.visitId])).toEqual([['检查配电室', stored!.id]]);

    // ---- Search by 单号: only the first record is left ----
    const searched = page.waitForResponse(
      (r) => r.url().includes(`/getData/${headId}`) && r.url().includes('visitNo='),
    );
    await page.getByPlaceholder('请输入单号').fill(first);
    await page.getByPlaceholder('请输入单号').press('Enter');
    await searched;
    const card = list.getByRole('listitem').filter({ hasText: first });
    await card.waitFor();
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);

    // ---- 编辑: the stored record and its sub row load; the amount changes ----
    await swipeOpen(page, card);
    await card.getByRole('button', { name: '编辑' }).click();
    form = page.getByRole('dialog', { name: '编辑' });
    await form.getByRole('region', { name: subTxt }).getByText('检查配电室').waitFor();
    await expect.poll(() => form.getByLabel('金额').inputValue()).toMatch(/^12\.50?$/);
    await form.getByLabel('金额').fill('88.8');
    await form.getByRole('button', { name: '保存', exact: true }).first().click();
    await form.waitFor({ state: 'hidden' });
    await card.getByText(/88\.80?/).waitFor();
    const [edited] = await recordsOf(first);
    expect(Number(edited!.amount)).toBe(88.8);
    const keptRows = await api<Row[]>(`/online/cgform/api/subForm/${subHeadId}/${stored!.id}`);
    expect(keptRows.result.map((r) => r.detail)).toEqual(['检查配电室']);

    // ---- 导出: the server answers a spreadsheet and the browser saves it ----
    const exported = page.waitForResponse((r) => r.url().includes(`/exportXls/${headId}`));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出' }).click();
    const answer = await exported;
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type'] ?? '').not.toContain('json');
    expect((await download).suggestedFilename()).toBe(`${mainTxt}.xls`);

    // ---- 删除 with the confirmation: the card and the record (with its sub row) are gone ----
    await swipeOpen(page, card);
    await card.getByRole('button', { name: '删除' }).click();
    await page.getByText('确定删除吗?').waitFor();
    await page.locator('.adm-dialog').getByRole('button', { name: '确定', exact: true }).click();
    await page.getByText('暂无数据').waitFor();
    expect(await recordsOf(first)).toEqual([]);
    const goneRows = await api<Row[]>(`/online/cgform/api/subForm/${subHeadId}/${stored!.id}`);
    expect(goneRows.result ?? []).toEqual([]);
    expect(await recordsOf(second)).toHaveLength(1);
    await phone.close();
  });
});
