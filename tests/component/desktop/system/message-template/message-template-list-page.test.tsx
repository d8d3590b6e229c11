import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessageTemplateRecord } from '../../../../../src/shared/api/sys/message-template-api';
import { PERM } from '../../../../../src/shared/domain/permission/codes';
import { STORAGE_KEYS, localStore } from '../../../../../src/shared/session/storage';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { ok } from '../../../shared/fake-server';
import { mockTinymceSideModules, type FakeTinymce } from '../../../shared/fake-tinymce';
import { grant } from '../../../shared/list-page/list-fixtures';
import { multiUsers, userPage } from '../../../shared/picker-fixtures';
import { paramsOf, requestsTo } from '../../../shared/user-admin-fixtures';
import { findDialog, lastOf, renderAdminPage } from '../render-admin-page';

const loader = vi.hoisted(() => ({ fake: null as FakeTinymce | null }));
vi.mock('tinymce/tinymce', async () => {
  const { createFakeTinymce: create } = await import('../../../shared/fake-tinymce');
  loader.fake = create();
  return { default: loader.fake };
});
mockTinymceSideModules();

const { default: MessageTemplateListPage } =
  await import('../../../../../src/desktop/pages/system/message-template/message-template-list-page');

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });
const backend = setupFakeBackend();

const TEXT_TEMPLATE: MessageTemplateRecord = {
  id: 't1',
  templateCode: 'TASK_ASSIGNED',
  templateName: '任务指派',
  templateType: '1',
  templateType_dictText: '文本',
  templateContent: '${name}，你有一项新任务：${task}',
  templateTestJson: '{"name":"张三","task":"巡检"}',
  createTime: '2026-11-20 08:00:00',
};

const HTML_TEMPLATE: MessageTemplateRecord = {
  id: 't2',
  templateCode: 'WEEKLY',
  templateName: '周报',
  templateType: '2',
  templateType_dictText: '富文本',
  templateContent: '<p>${week}周报</p>',
  templateTestJson: '',
  createTime: '2026-11-20 09:00:00',
};

const URL = '/sys/message/sysMessageTemplate';

function fakeTemplates() {
  backend.server.on(`GET ${URL}/list`, () =>
    ok({ records: [TEXT_TEMPLATE, HTML_TEMPLATE], total: 2 }, '', 0),
  );
  backend.server.on(`POST ${URL}/add`, () => ok(null, '添加成功！'));
  backend.server.on(`PUT ${URL}/edit`, () => ok(null, '修改成功!'));
  backend.server.on(`POST ${URL}/sendMsg`, () => ok(null, '消息发送成功！'));
  backend.server.on('GET /sys/user/queryUserComponentData', (c) => ok(userPage(paramsOf(c))));
  backend.server.on('GET /sys/user/getMultiUser', (c) => ({ body: multiUsers(paramsOf(c)) }));
  backend.server.on('GET /sys/sysDepart/queryTreeList', () => ok([]));
}

function row(text: string): HTMLElement {
  return screen.getByText(text, { selector: 'td, td *' }).closest('tr') as HTMLElement;
}

async function openSendTest(code: string) {
  await userEvent.click(within(row(code)).getByRole('button', { name: /更多/ }));
  await userEvent.click(lastOf(await screen.findAllByRole('menuitem', { name: '发送测试' })));
  return findDialog('发送测试');
}

async function pickUsers(dialog: HTMLElement, names: string[]) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: '消息接收方' }));
  const picker = await findDialog('选择用户');
  await within(picker).findByText('用户02');
  for (const name of names) {
    const tr = within(picker)
      .getAllByText(name)
      .map((el) => el.closest('tr'))
      .find(Boolean)!;
    await userEvent.click(within(tr).getByRole('checkbox'));
  }
  await userEvent.click(within(picker).getByRole('button', { name: '确定' }));
  await waitFor(() => expect(within(dialog).getAllByText(names.at(-1)!).length).toBeGreaterThan(0));
}

describe('消息模板 admin (desktop)', { timeout: 60_000 }, () => {
  beforeEach(() => {
    const item = (value: string, text: string) => ({ value, text, title: text, label: text });
    localStore.set(STORAGE_KEYS.DICT_ALL, {
      msg_template_type: [item('1', '文本'), item('2', '富文本')],
      sex: [item('1', '男'), item('2', '女')],
    });
    loader.fake?.editors.splice(0);
  });

  it('adds a plain text template; a bad code or test data is refused before sending', async () => {
    grant(...Object.values(PERM.messageTemplate));
    fakeTemplates();
    renderAdminPage(<MessageTemplateListPage route={null} />);
    await screen.findByText('任务指派');
    await userEvent.click(
      within(screen.getByRole('toolbar', { name: '操作' })).getByRole('button', { name: /新增/ }),
    );
    const dialog = await findDialog('新增');
    await userEvent.type(within(dialog).getByLabelText('模板CODE'), 'bad code');
    await userEvent.type(within(dialog).getByLabelText('模板标题'), '停电通知');
    await userEvent.type(within(dialog).getByLabelText('模板内容'), '${{area}停电');
    await userEvent.type(within(dialog).getByLabelText('测试数据'), '[[1,2]');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('模板CODE只允许字母、数字、下划线和短横线')).toBeInTheDocument();
    expect(await within(dialog).findByText('测试数据必须是JSON对象格式')).toBeInTheDocument();
    expect(requestsTo(backend.server, 'POST', `${URL}/add`)).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText('模板CODE'));
    await userEvent.type(within(dialog).getByLabelText('模板CODE'), 'POWER_OFF');
    await userEvent.clear(within(dialog).getByLabelText('测试数据'));
    await userEvent.type(within(dialog).getByLabelText('测试数据'), '{{"area":"一号机组"}');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(requestsTo(backend.server, 'POST', `${URL}/add`)).toHaveLength(1));
    expect(requestsTo(backend.server, 'POST', `${URL}/add`)[0]!.body).toEqual({
      templateCode: 'POWER_OFF',
      templateName: '停电通知',
      templateType: '1',
      templateContent: '${area}停电',
      templateTestJson: '{"area":"一号机组"}',
    });
    expect(await screen.findByText('添加成功！')).toBeInTheDocument();
  });

  it('edits an HTML template in the rich text editor and saves with PUT and the id', async () => {
    grant(...Object.values(PERM.messageTemplate));
    fakeTemplates();
    renderAdminPage(<MessageTemplateListPage route={null} />);
    await screen.findByText('周报');
    await userEvent.click(within(row('周报')).getByRole('button', { name: '编辑' }));
    const dialog = await findDialog('编辑');
    await waitFor(() =>
      expect(within(dialog).getByRole('group', { name: '模板内容' })).toHaveAttribute('aria-busy', 'false'),
    );
    loader.fake!.editors.at(-1)!.type('<p>${week}周报（修订）</p>');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(requestsTo(backend.server, 'PUT', `${URL}/edit`)).toHaveLength(1));
    expect(requestsTo(backend.server, 'PUT', `${URL}/edit`)[0]!.body).toMatchObject({
      id: 't2',
      templateCode: 'WEEKLY',
      templateType: '2',
      templateContent: '<p>${week}周报（修订）</p>',
    });
  });

  it('发送测试: needs receivers and an object; sends code, user ids and the edited JSON', async () => {
    grant(...Object.values(PERM.messageTemplate));
    fakeTemplates();
    renderAdminPage(<MessageTemplateListPage route={null} />);
    await screen.findByText('任务指派');
    const dialog = await openSendTest('任务指派');
    expect(within(dialog).getByLabelText('测试数据')).toHaveValue(TEXT_TEMPLATE.templateTestJson);
    await userEvent.clear(within(dialog).getByLabelText('测试数据'));
    await userEvent.type(within(dialog).getByLabelText('测试数据'), '"张三"');
    await userEvent.click(within(dialog).getByRole('button', { name: '发送' }));
    expect(await within(dialog).findByText('测试数据必须是JSON对象格式')).toBeInTheDocument();
    expect(await within(dialog).findByText('请选择消息接收方!')).toBeInTheDocument();
    expect(requestsTo(backend.server, 'POST', `${URL}/sendMsg`)).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText('测试数据'));
    await userEvent.type(within(dialog).getByLabelText('测试数据'), '{{"name":"李四","task":"抢修"}');
    await pickUsers(dialog, ['用户02', '用户03']);
    await userEvent.click(within(dialog).getByRole('button', { name: '发送' }));
    await waitFor(() => expect(requestsTo(backend.server, 'POST', `${URL}/sendMsg`)).toHaveLength(1));
    expect(requestsTo(backend.server, 'POST', `${URL}/sendMsg`)[0]!.body).toEqual({
      templateCode: 'TASK_ASSIGNED',
      receiver: 'u02,u03',
      testData: '{"name":"李四","task":"抢修"}',
      msgType: 'system',
    });
    expect(await screen.findByText('消息发送成功！')).toBeInTheDocument();
  });

  it('a refused send shows the server message and keeps the dialog open', async () => {
    grant(...Object.values(PERM.messageTemplate));
    fakeTemplates();
    backend.server.on(`POST ${URL}/sendMsg`, () => ({
      body: { success: false, code: 500, message: '消息接收方包含不存在的用户', result: null, timestamp: 1 },
    }));
    renderAdminPage(<MessageTemplateListPage route={null} />);
    await screen.findByText('任务指派');
    const dialog = await openSendTest('任务指派');
    await pickUsers(dialog, ['用户02']);
    await userEvent.click(within(dialog).getByRole('button', { name: '发送' }));
    expect(await screen.findByText('消息接收方包含不存在的用户')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '发送' })).toBeInTheDocument();
  });

  it('no 发送测试 / 新增 without the codes', async () => {
    grant(PERM.messageTemplate.list);
    fakeTemplates();
    renderAdminPage(<MessageTemplateListPage route={null} />);
    await screen.findByText('任务指派');
    await userEvent.click(within(row('任务指派')).getByRole('button', { name: /更多/ }));
    expect(await screen.findAllByRole('menuitem', { name: '详情' })).not.toHaveLength(0);
    expect(screen.queryAllByRole('menuitem', { name: '发送测试' })).toHaveLength(0);
    expect(
      within(screen.getByRole('toolbar', { name: '操作' })).queryByRole('button', { name: /新增/ }),
    ).toBeNull();
  });
});
