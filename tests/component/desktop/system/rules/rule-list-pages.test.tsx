import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CheckRuleRecord } from '../../../../../src/shared/api/sys/check-rule-api';
import type { FillRuleRecord } from '../../../../../src/shared/api/sys/fill-rule-api';
import { PERM } from '../../../../../src/shared/domain/permission/codes';
import { STORAGE_KEYS, localStore } from '../../../../../src/shared/session/storage';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { fail, ok } from '../../../shared/fake-server';
import { grant } from '../../../shared/list-page/list-fixtures';
import { requestsTo } from '../../../shared/user-admin-fixtures';
import { findDialog, renderAdminPage } from '../render-admin-page';

const { default: CheckRuleListPage } =
  await import('../../../../../src/desktop/pages/system/check-rule/check-rule-list-page');
const { default: FillRuleListPage } =
  await import('../../../../../src/desktop/pages/system/fill-rule/fill-rule-list-page');

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });
const backend = setupFakeBackend();

const COMMON: CheckRuleRecord = {
  id: 'r1',
  ruleName: '通用编码规则',
  ruleCode: 'common',
  ruleJson: '[{"digits":"1","pattern":"^[a-z|A-Z]$","message":"第一位只能是字母"}]',
  ruleDescription: '字母开头',
  createTime: '2026-11-20 08:00:00',
};

const INVOICE: FillRuleRecord = {
  id: 'f1',
  ruleName: '发票编号',
  ruleCode: 'invoice_no',
  prefix: 'FP',
  datePattern: 'yyyy',
  separator: '-',
  seqLength: 6,
  resetPeriod: 'year',
  createTime: '2026-11-20 08:00:00',
};

function row(text: string): HTMLElement {
  return screen.getByText(text, { selector: 'td, td *' }).closest('tr') as HTMLElement;
}

beforeEach(() => {
  const item = (value: string, text: string) => ({ value, text, title: text, label: text });
  localStore.set(STORAGE_KEYS.DICT_ALL, {
    fill_rule_date_pattern: [item('none', '无'), item('yyyy', 'yyyy（年）')],
    fill_rule_reset_period: [item('never', '不重置'), item('year', '每年')],
  });
});

describe('编码校验规则 (desktop)', { timeout: 60_000 }, () => {
  it('tests a value through checkByCode and shows the rule message or 校验通过', async () => {
    grant(PERM.checkRule.list);
    backend.server.on('GET /sys/checkRule/list', () => ok({ records: [COMMON], total: 1 }));
    backend.server.on('GET /sys/checkRule/checkByCode', (c) => {
      const value = String((c.params as { value?: string }).value ?? '');
      return /^[a-zA-Z]/.test(decodeURIComponent(value)) ? ok(null) : fail('第一位只能是字母');
    });
    renderAdminPage(<CheckRuleListPage route={null} />);
    await screen.findByText('通用编码规则');
    // Without the add code there is no 新增.
    expect(
      within(screen.getByRole('toolbar', { name: '操作' })).queryByRole('button', { name: /新增/ }),
    ).toBeNull();
    await userEvent.click(within(row('通用编码规则')).getByRole('button', { name: '测试' }));
    const dialog = await findDialog('测试');
    await userEvent.type(within(dialog).getByLabelText('测试值'), '1abc');
    await userEvent.click(within(dialog).getByRole('button', { name: '校验' }));
    expect(await within(dialog).findByText('第一位只能是字母')).toBeInTheDocument();
    const sent = requestsTo(backend.server, 'GET', '/sys/checkRule/checkByCode')[0]!;
    expect(sent.params).toMatchObject({ ruleCode: 'common', value: '1abc' });
    await userEvent.clear(within(dialog).getByLabelText('测试值'));
    await userEvent.type(within(dialog).getByLabelText('测试值'), '中文');
    await userEvent.click(within(dialog).getByRole('button', { name: '校验' }));
    expect(await within(dialog).findByText('第一位只能是字母')).toBeInTheDocument();
    // The value is encoded once by the page (the query string encodes it again).
    expect(requestsTo(backend.server, 'GET', '/sys/checkRule/checkByCode')[1]!.params).toMatchObject({
      value: encodeURIComponent('中文'),
    });
    await userEvent.clear(within(dialog).getByLabelText('测试值'));
    await userEvent.type(within(dialog).getByLabelText('测试值'), 'abc');
    await userEvent.click(within(dialog).getByRole('button', { name: '校验' }));
    expect(await within(dialog).findByText('校验通过')).toBeInTheDocument();
  });

  it('adds a rule with its JSON', async () => {
    grant(...Object.values(PERM.checkRule));
    backend.server.on('GET /sys/checkRule/list', () => ok({ records: [COMMON], total: 1 }));
    backend.server.on('POST /sys/checkRule/add', () => ok(null, '添加成功！'));
    renderAdminPage(<CheckRuleListPage route={null} />);
    await screen.findByText('通用编码规则');
    await userEvent.click(
      within(screen.getByRole('toolbar', { name: '操作' })).getByRole('button', { name: /新增/ }),
    );
    const dialog = await findDialog('新增');
    await userEvent.type(within(dialog).getByLabelText('规则名称'), '邮编');
    await userEvent.type(within(dialog).getByLabelText('规则编码'), 'zip');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(requestsTo(backend.server, 'POST', '/sys/checkRule/add')).toHaveLength(1));
    const body = requestsTo(backend.server, 'POST', '/sys/checkRule/add')[0]!.body as Record<string, string>;
    expect(body).toMatchObject({ ruleName: '邮编', ruleCode: 'zip' });
    expect(JSON.parse(body.ruleJson!)).toEqual([
      { digits: '*', pattern: '^.{1,20}$', message: '长度为1到20位' },
    ]);
  });
});

describe('填值规则 (desktop)', { timeout: 60_000 }, () => {
  it('功能测试 draws a code and shows it; without the test code the action is hidden', async () => {
    grant(PERM.fillRule.list, PERM.fillRule.test);
    backend.server.on('GET /sys/fillRule/list', () => ok({ records: [INVOICE], total: 1 }));
    backend.server.on('GET /sys/fillRule/testFillRule', () => ok('FP-2026-000007'));
    renderAdminPage(<FillRuleListPage route={null} />);
    await screen.findByText('发票编号');
    await userEvent.click(within(row('发票编号')).getByRole('button', { name: '功能测试' }));
    const dialog = await findDialog('功能测试');
    expect(await within(dialog).findByText('FP-2026-000007')).toBeInTheDocument();
    expect(requestsTo(backend.server, 'GET', '/sys/fillRule/testFillRule')[0]!.params).toMatchObject({
      ruleCode: 'invoice_no',
    });
  });

  it('hides 功能测试 without its code', async () => {
    grant(PERM.fillRule.list);
    backend.server.on('GET /sys/fillRule/list', () => ok({ records: [INVOICE], total: 1 }));
    renderAdminPage(<FillRuleListPage route={null} />);
    await screen.findByText('发票编号');
    expect(within(row('发票编号')).queryByRole('button', { name: '功能测试' })).toBeNull();
  });

  it('adds a rule starting from the yearly defaults', async () => {
    grant(...Object.values(PERM.fillRule));
    backend.server.on('GET /sys/fillRule/list', () => ok({ records: [INVOICE], total: 1 }));
    backend.server.on('POST /sys/fillRule/add', () => ok(null, '添加成功！'));
    renderAdminPage(<FillRuleListPage route={null} />);
    await screen.findByText('发票编号');
    await userEvent.click(
      within(screen.getByRole('toolbar', { name: '操作' })).getByRole('button', { name: /新增/ }),
    );
    const dialog = await findDialog('新增');
    await userEvent.type(within(dialog).getByLabelText('规则名称'), '合同编号');
    await userEvent.type(within(dialog).getByLabelText('规则编码'), 'contract_no');
    await userEvent.type(within(dialog).getByLabelText('前缀'), 'HT');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(requestsTo(backend.server, 'POST', '/sys/fillRule/add')).toHaveLength(1));
    expect(requestsTo(backend.server, 'POST', '/sys/fillRule/add')[0]!.body).toMatchObject({
      ruleName: '合同编号',
      ruleCode: 'contract_no',
      prefix: 'HT',
      datePattern: 'yyyy',
      separator: '-',
      seqLength: 6,
      resetPeriod: 'year',
    });
  });
});
