import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import ThirdAppConfigPage from '../../../../src/desktop/pages/system/third-app/third-app-config-page';
import type { ThirdAppConfigView } from '../../../../src/shared/domain/contract/in-app-login';
import { PERM } from '../../../../src/shared/domain/permission/codes';
import type { ThirdAppSyncSummary } from '../../../../src/shared/domain/resources/third-app';
import { setupFakeBackend } from '../../shared/fake-backend';
import { fail, ok } from '../../shared/fake-server';
import { grant } from '../../shared/list-page/list-fixtures';
import { requestsTo } from '../../shared/user-admin-fixtures';
import { findDialog, renderAdminPage } from '../system/render-admin-page';

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });
const backend = setupFakeBackend();

const WECOM: ThirdAppConfigView = {
  id: 'c1',
  tenantId: 1000,
  thirdType: 'wechat_enterprise',
  corpId: 'ww_corp',
  clientId: 'ww_corp',
  agentId: '1000002',
  status: 1,
  secretSet: true,
  createBy: 'admin',
  createTime: '2026-11-21 08:00:00',
  updateBy: null,
  updateTime: null,
};

const SUMMARY: ThirdAppSyncSummary = {
  departsAdded: 3,
  departsUpdated: 1,
  usersAdded: 5,
  usersBound: 2,
  usersUpdated: 0,
  errors: ['外租户：手机号13800003333已被本租户以外或已删除的用户使用，未导入'],
};

let configs: Record<string, ThirdAppConfigView | null>;

function fakeThirdApp() {
  configs = { wechat_enterprise: { ...WECOM }, dingtalk: null };
  backend.server.on('GET /sys/thirdApp/getThirdConfigByTenantId', (c) =>
    ok(configs[String((c.params as { thirdType: string }).thirdType)] ?? null),
  );
  backend.server.on('POST /sys/thirdApp/saveThirdConfig', (c) => {
    const body = JSON.parse(String(c.data)) as {
      thirdType: string;
      corpId: string;
      clientId?: string;
      agentId: string;
      status: number;
    };
    configs[body.thirdType] = {
      ...WECOM,
      id: `c-${body.thirdType}`,
      thirdType: body.thirdType as ThirdAppConfigView['thirdType'],
      corpId: body.corpId,
      clientId: body.clientId ?? body.corpId,
      agentId: body.agentId,
      status: body.status,
      updateTime: `2026-11-21 09:00:0${Object.keys(configs).length}`,
    };
    return ok('保存成功', '保存成功');
  });
  backend.server.on('POST /sys/thirdApp/sync/wechatEnterprise/departAndUser/toLocal', () =>
    ok(SUMMARY, '同步完成'),
  );
}

const card = (name: string) => screen.findByRole('region', { name });

describe('第三方应用配置 (desktop)', { timeout: 60_000 }, () => {
  beforeEach(() => {
    grant(PERM.thirdApp.config, PERM.thirdApp.sync);
    fakeThirdApp();
  });

  it('shows a stored app without its secret and saves it keeping the secret', async () => {
    renderAdminPage(<ThirdAppConfigPage route={null} />);
    const wecom = await card('企业微信');
    await waitFor(() => expect(within(wecom).getByLabelText('CorpID')).toHaveValue('ww_corp'));
    expect(within(wecom).getByLabelText('AgentID')).toHaveValue('1000002');
    const secret = within(wecom).getByLabelText('Secret');
    expect(secret).toHaveValue('');
    expect(secret).toHaveAttribute('placeholder', '已设置，留空则不修改');
    expect(within(wecom).getByRole('switch', { name: '启用' })).toBeChecked();

    await userEvent.click(within(wecom).getByRole('switch', { name: '启用' }));
    await userEvent.click(within(wecom).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(requestsTo(backend.server, 'POST', '/sys/thirdApp/saveThirdConfig')).toHaveLength(1),
    );
    // No clientSecret at all: the stored one stays.
    expect(requestsTo(backend.server, 'POST', '/sys/thirdApp/saveThirdConfig')[0]!.body).toEqual({
      thirdType: 'wechat_enterprise',
      corpId: 'ww_corp',
      agentId: '1000002',
      status: 0,
    });
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
  });

  it('a new app needs its fields and secret before anything is sent', async () => {
    renderAdminPage(<ThirdAppConfigPage route={null} />);
    const dingtalk = await card('钉钉');
    const secret = await within(dingtalk).findByLabelText('AppSecret');
    expect(secret).toHaveAttribute('placeholder', '请输入AppSecret');
    expect(within(dingtalk).getByRole('button', { name: '同步部门和用户' })).toBeDisabled();
    await userEvent.click(within(dingtalk).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dingtalk).findByText('请填写钉钉CorpId')).toBeInTheDocument();
    expect(within(dingtalk).getByText('请填写钉钉应用AppKey')).toBeInTheDocument();
    expect(within(dingtalk).getByText('请填写钉钉应用AppSecret')).toBeInTheDocument();
    expect(requestsTo(backend.server, 'POST', '/sys/thirdApp/saveThirdConfig')).toHaveLength(0);

    await userEvent.type(within(dingtalk).getByLabelText('CorpId'), 'ding_corp');
    await userEvent.type(within(dingtalk).getByLabelText('AppKey'), 'ding_key');
    await userEvent.type(within(dingtalk).getByLabelText('AppSecret'), 's3cret');
    await userEvent.click(within(dingtalk).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(requestsTo(backend.server, 'POST', '/sys/thirdApp/saveThirdConfig')).toHaveLength(1),
    );
    expect(requestsTo(backend.server, 'POST', '/sys/thirdApp/saveThirdConfig')[0]!.body).toEqual({
      thirdType: 'dingtalk',
      corpId: 'ding_corp',
      clientId: 'ding_key',
      agentId: '',
      clientSecret: 's3cret',
      status: 1,
    });
    // Reloaded: now stored, the secret field is empty and says so; the sync is offered.
    await waitFor(() =>
      expect(within(dingtalk).getByLabelText('AppSecret')).toHaveAttribute(
        'placeholder',
        '已设置，留空则不修改',
      ),
    );
    expect(within(dingtalk).getByLabelText('AppSecret')).toHaveValue('');
    expect(within(dingtalk).getByRole('button', { name: '同步部门和用户' })).toBeEnabled();
  });

  it('shows the server refusal of a save', async () => {
    backend.server.on('POST /sys/thirdApp/saveThirdConfig', () =>
      fail('企业微信应用AgentId只能包含字母、数字和 _ . -'),
    );
    renderAdminPage(<ThirdAppConfigPage route={null} />);
    const wecom = await card('企业微信');
    await waitFor(() => expect(within(wecom).getByLabelText('CorpID')).toHaveValue('ww_corp'));
    await userEvent.click(within(wecom).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('企业微信应用AgentId只能包含字母、数字和 _ . -')).toBeInTheDocument();
  });

  it('syncs after a confirmation and shows the summary with the skipped users', async () => {
    renderAdminPage(<ThirdAppConfigPage route={null} />);
    const wecom = await card('企业微信');
    await userEvent.click(await within(wecom).findByRole('button', { name: '同步部门和用户' }));
    const confirm = await findDialog('同步部门和用户');
    expect(within(confirm).getByText(/将从企业微信导入部门和用户到当前租户/)).toBeInTheDocument();
    expect(
      requestsTo(backend.server, 'POST', '/sys/thirdApp/sync/wechatEnterprise/departAndUser/toLocal'),
    ).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    const done = await findDialog('同步完成');
    expect(
      requestsTo(backend.server, 'POST', '/sys/thirdApp/sync/wechatEnterprise/departAndUser/toLocal'),
    ).toHaveLength(1);
    expect(
      within(done).getByText('新增部门 3 个，更新部门 1 个；新增用户 5 个，绑定已有用户 2 个，更新用户 0 个'),
    ).toBeInTheDocument();
    const skipped = within(done).getByRole('list', { name: '未处理的用户' });
    expect(
      within(skipped).getByText('外租户：手机号13800003333已被本租户以外或已删除的用户使用，未导入'),
    ).toBeInTheDocument();
  });

  it('a failed sync says why', async () => {
    backend.server.on('POST /sys/thirdApp/sync/wechatEnterprise/departAndUser/toLocal', () =>
      fail('企业微信应用凭证无效，请联系管理员检查配置'),
    );
    renderAdminPage(<ThirdAppConfigPage route={null} />);
    const wecom = await card('企业微信');
    await userEvent.click(await within(wecom).findByRole('button', { name: '同步部门和用户' }));
    await userEvent.click(
      within(await findDialog('同步部门和用户')).getByRole('button', { name: /确\s*定/ }),
    );
    expect(await screen.findByText('企业微信应用凭证无效，请联系管理员检查配置')).toBeInTheDocument();
  });

  it('offers no sync without the sync code', async () => {
    grant(PERM.thirdApp.config);
    renderAdminPage(<ThirdAppConfigPage route={null} />);
    const wecom = await card('企业微信');
    await waitFor(() => expect(within(wecom).getByLabelText('CorpID')).toHaveValue('ww_corp'));
    expect(screen.queryByRole('button', { name: '同步部门和用户' })).toBeNull();
  });
});
