import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { GatewayRouteRecord } from '../../../../../src/shared/api/sys/gateway-api';
import { PERM } from '../../../../../src/shared/domain/permission/codes';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { ok } from '../../../shared/fake-server';
import { grant } from '../../../shared/list-page/list-fixtures';
import { requestsTo } from '../../../shared/user-admin-fixtures';
import { findDialog, renderAdminPage } from '../render-admin-page';

const { default: GatewayListPage } =
  await import('../../../../../src/desktop/pages/system/gateway/gateway-list-page');

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });
const backend = setupFakeBackend();
const URL = '/sys/gatewayRoute';

const ROUTE: GatewayRouteRecord = {
  id: 'g1',
  name: '天气服务',
  pathPrefix: '/weather',
  upstreamUrl: 'https://api.example.com/v1',
  enabled: true,
  stripPrefix: true,
  timeoutMs: 10000,
  createTime: '2026-11-20 08:00:00',
};

function fakeRoutes() {
  backend.server.on(`GET ${URL}/list`, () => ok({ records: [ROUTE], total: 1 }, '', 0));
  backend.server.on(`POST ${URL}/add`, () => ok(null, '添加成功！'));
  backend.server.on(`PUT ${URL}/edit`, () => ok(null, '编辑成功!'));
}

describe('网关路由 (desktop)', { timeout: 60_000 }, () => {
  it('the 启用 switch saves just that field', async () => {
    grant(...Object.values(PERM.gateway));
    fakeRoutes();
    renderAdminPage(<GatewayListPage route={null} />);
    const toggle = await screen.findByRole('switch', { name: '启用 /weather' });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(requestsTo(backend.server, 'PUT', `${URL}/edit`)).toHaveLength(1));
    expect(requestsTo(backend.server, 'PUT', `${URL}/edit`)[0]!.body).toEqual({ id: 'g1', enabled: false });
    expect(await screen.findByText('已停用')).toBeInTheDocument();
  });

  it('adds a route: bad prefix and upstream are refused before sending', async () => {
    grant(...Object.values(PERM.gateway));
    fakeRoutes();
    renderAdminPage(<GatewayListPage route={null} />);
    await screen.findByText('天气服务');
    await userEvent.click(
      within(screen.getByRole('toolbar', { name: '操作' })).getByRole('button', { name: /新增/ }),
    );
    const dialog = await findDialog('新增');
    await userEvent.type(within(dialog).getByLabelText('路由名称'), '行情');
    await userEvent.type(within(dialog).getByLabelText('路径前缀'), 'quote');
    await userEvent.type(within(dialog).getByLabelText('上游地址'), 'ftp://x');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(
      await within(dialog).findByText(
        '路径前缀以 / 开头，由字母、数字、下划线和短横线组成的路径段（如 /weather）',
      ),
    ).toBeInTheDocument();
    expect(
      await within(dialog).findByText('上游地址必须是 http:// 或 https:// 开头的完整地址'),
    ).toBeInTheDocument();
    expect(requestsTo(backend.server, 'POST', `${URL}/add`)).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText('路径前缀'));
    await userEvent.type(within(dialog).getByLabelText('路径前缀'), '/quote');
    await userEvent.clear(within(dialog).getByLabelText('上游地址'));
    await userEvent.type(within(dialog).getByLabelText('上游地址'), 'https://quote.example.com');
    await userEvent.click(within(dialog).getByRole('switch', { name: '去掉前缀' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(requestsTo(backend.server, 'POST', `${URL}/add`)).toHaveLength(1));
    expect(requestsTo(backend.server, 'POST', `${URL}/add`)[0]!.body).toEqual({
      name: '行情',
      pathPrefix: '/quote',
      upstreamUrl: 'https://quote.example.com',
      enabled: true,
      stripPrefix: false,
      timeoutMs: 10000,
      remark: '',
    });
  });

  it('without the edit code the switch is read-only', async () => {
    grant(PERM.gateway.list);
    fakeRoutes();
    renderAdminPage(<GatewayListPage route={null} />);
    expect(await screen.findByRole('switch', { name: '启用 /weather' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /新增/ })).not.toBeInTheDocument();
  });
});
