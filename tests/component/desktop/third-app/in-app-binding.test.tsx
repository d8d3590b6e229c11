import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AccountSettingsPage from '../../../../src/desktop/pages/account/settings/account-settings-page';
import type { ThirdAccount } from '../../../../src/shared/domain/resources/user-setting';
import { browserLocation } from '../../../../src/shared/platform/browser-location';
import type * as AuthCodeModule from '../../../../src/shared/platform/in-app-login/dingtalk-auth-code';
import {
  DingtalkAuthCodeError,
  requestDingtalkAuthCode,
} from '../../../../src/shared/platform/in-app-login/dingtalk-auth-code';
import { renderDesktop } from '../desktop-test-utils';
import { setupFakeBackend } from '../../shared/fake-backend';
import { fail, ok } from '../../shared/fake-server';
import { signInAs } from '../../shared/notify-fixtures';
import { requestsTo } from '../../shared/user-admin-fixtures';

// The jsapi bridge itself is R's (and the browser tests'); here only its answer matters.
vi.mock('../../../../src/shared/platform/in-app-login/dingtalk-auth-code', async (original) => ({
  ...(await original<typeof AuthCodeModule>()),
  requestDingtalkAuthCode: vi.fn(),
}));

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });
const backend = setupFakeBackend();

const DINGTALK_UA =
  'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/108 DingTalk(7.0.40) DingWeb/7.0.40';
const WECOM_UA =
  'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/108 wxwork/4.1.20 MicroMessenger/7.0.1';

let bindings: ThirdAccount[];
const original = {
  userAgent: browserLocation.userAgent,
  assign: browserLocation.assign,
  fullPath: browserLocation.fullPath,
};

function fakeAccount() {
  bindings = [];
  backend.server.on('GET /sys/thirdApp/getThirdAccountByUserId', () => ok(bindings));
  backend.server.on('GET /sys/thirdLogin/oauth2/config', () =>
    ok({
      tenantId: 1000,
      wechat_enterprise: { corpId: 'ww_corp', agentId: '1000002' },
      dingtalk: { corpId: 'ding_corp', clientId: 'ding_key' },
    }),
  );
  backend.server.on('POST /sys/thirdApp/bindByCode', () => {
    bindings = [
      {
        id: 'b9',
        thirdType: 'dingtalk',
        thirdUserId: 'dd-9',
        realname: '钉钉本人',
        avatar: null,
        createTime: null,
      },
    ];
    return ok('绑定成功', '绑定成功');
  });
  backend.server.on('POST /sys/thirdLogin/oauth2/wechat_enterprise/authorize', () =>
    ok({ url: 'https://open.weixin.qq.com/connect/oauth2/authorize?appid=ww_corp#wechat_redirect' }),
  );
}

const openBinding = () =>
  renderDesktop(<AccountSettingsPage route={null} />, { path: '/account/settings?tab=binding' });

describe('账号绑定 inside the apps (desktop)', { timeout: 60_000 }, () => {
  beforeEach(() => {
    signInAs('u1');
    fakeAccount();
    vi.mocked(requestDingtalkAuthCode).mockReset();
  });
  afterEach(() => Object.assign(browserLocation, original));

  it('outside both apps there is no bind button', async () => {
    browserLocation.userAgent = () => 'Mozilla/5.0 Chrome/120';
    openBinding();
    const dingtalk = await screen.findByRole('listitem', { name: '钉钉' });
    expect(within(dingtalk).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: /绑定当前/ })).toBeNull();
  });

  it('inside DingTalk: a jsapi code bound by the server to the signed-in user', async () => {
    browserLocation.userAgent = () => DINGTALK_UA;
    vi.mocked(requestDingtalkAuthCode).mockResolvedValue('auth-code-1');
    openBinding();
    const dingtalk = await screen.findByRole('listitem', { name: '钉钉' });
    // Only the app the page runs in can be bound from here.
    expect(within(screen.getByRole('listitem', { name: '企业微信' })).queryByRole('button')).toBeNull();
    await userEvent.click(within(dingtalk).getByRole('button', { name: '绑定当前钉钉账号' }));
    await waitFor(() =>
      expect(requestsTo(backend.server, 'POST', '/sys/thirdApp/bindByCode')).toHaveLength(1),
    );
    expect(requestDingtalkAuthCode).toHaveBeenCalledWith('ding_corp', 'ding_key');
    expect(requestsTo(backend.server, 'POST', '/sys/thirdApp/bindByCode')[0]!.body).toEqual({
      thirdType: 'dingtalk',
      authCode: 'auth-code-1',
      tenantId: 1000,
    });
    expect(await screen.findByText('绑定成功')).toBeInTheDocument();
    expect(
      await within(screen.getByRole('listitem', { name: '钉钉' })).findByText('已绑定：钉钉本人'),
    ).toBeInTheDocument();
  });

  it('inside DingTalk: the jsapi failure and the server refusal are shown, nothing is bound', async () => {
    browserLocation.userAgent = () => DINGTALK_UA;
    vi.mocked(requestDingtalkAuthCode).mockRejectedValueOnce(
      new DingtalkAuthCodeError('钉钉授权失败，请使用账号登录'),
    );
    openBinding();
    const button = await screen.findByRole('button', { name: '绑定当前钉钉账号' });
    await userEvent.click(button);
    expect(await screen.findByText('钉钉授权失败，请使用账号登录')).toBeInTheDocument();
    expect(requestsTo(backend.server, 'POST', '/sys/thirdApp/bindByCode')).toHaveLength(0);

    vi.mocked(requestDingtalkAuthCode).mockResolvedValueOnce('auth-code-2');
    backend.server.on('POST /sys/thirdApp/bindByCode', () => fail('该钉钉账号已绑定其他用户'));
    await userEvent.click(screen.getByRole('button', { name: '绑定当前钉钉账号' }));
    expect(await screen.findByText('该钉钉账号已绑定其他用户')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: '钉钉' })).getByText(/未绑定/)).toBeInTheDocument();
  });

  it('inside WeCom: the authorize round trip with purpose bind, back to this page', async () => {
    browserLocation.userAgent = () => WECOM_UA;
    browserLocation.fullPath = () => '/account/settings?tab=binding';
    const assign = vi.fn();
    browserLocation.assign = assign;
    openBinding();
    const wecom = await screen.findByRole('listitem', { name: '企业微信' });
    await userEvent.click(within(wecom).getByRole('button', { name: '绑定当前企业微信账号' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign).toHaveBeenCalledWith(
      'https://open.weixin.qq.com/connect/oauth2/authorize?appid=ww_corp#wechat_redirect',
    );
    expect(
      requestsTo(backend.server, 'POST', '/sys/thirdLogin/oauth2/wechat_enterprise/authorize')[0]!.body,
    ).toEqual({
      redirect: '/account/settings?tab=binding',
      purpose: 'bind',
    });
  });
});
