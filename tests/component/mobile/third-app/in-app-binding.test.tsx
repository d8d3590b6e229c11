import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BindingScreen } from '../../../../src/mobile/pages/account/settings/binding-screen';
import type { ThirdAccount } from '../../../../src/shared/domain/resources/user-setting';
import { browserLocation } from '../../../../src/shared/platform/browser-location';
import type * as AuthCodeModule from '../../../../src/shared/platform/in-app-login/dingtalk-auth-code';
import { requestDingtalkAuthCode } from '../../../../src/shared/platform/in-app-login/dingtalk-auth-code';
import { setupFakeBackend } from '../../shared/fake-backend';
import { fail, ok } from '../../shared/fake-server';
import { signInAs } from '../../shared/notify-fixtures';
import { requestsTo } from '../../shared/user-admin-fixtures';
import { renderPhone } from '../support/render-phone';

// The jsapi bridge itself is R's (and the browser tests'); here only its answer matters.
vi.mock('../../../../src/shared/platform/in-app-login/dingtalk-auth-code', async (original) => ({
  ...(await original<typeof AuthCodeModule>()),
  requestDingtalkAuthCode: vi.fn(),
}));

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });
const backend = setupFakeBackend();

const DINGTALK_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 AliApp(DingTalk/7.0.40)';
const WECOM_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 wxwork/4.1.20';

let bindings: ThirdAccount[];
const original = { userAgent: browserLocation.userAgent, assign: browserLocation.assign };

describe('账号绑定 inside the apps (phone)', { timeout: 60_000 }, () => {
  beforeEach(() => {
    signInAs('u1');
    bindings = [];
    vi.mocked(requestDingtalkAuthCode).mockReset();
    backend.server.on('GET /sys/thirdApp/getThirdAccountByUserId', () => ok(bindings));
    backend.server.on('GET /sys/thirdLogin/oauth2/config', () =>
      ok({
        tenantId: 1000,
        wechat_enterprise: null,
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
  });
  afterEach(() => Object.assign(browserLocation, original));

  it('inside DingTalk binds the current account and lists it', async () => {
    browserLocation.userAgent = () => DINGTALK_UA;
    vi.mocked(requestDingtalkAuthCode).mockResolvedValue('auth-code-m');
    renderPhone(<BindingScreen onClose={() => undefined} />);
    const row = await screen.findByLabelText('钉钉', { selector: '.adm-list-item' });
    await userEvent.click(within(row).getByRole('button', { name: '绑定当前钉钉账号' }));
    await waitFor(() =>
      expect(requestsTo(backend.server, 'POST', '/sys/thirdApp/bindByCode')).toHaveLength(1),
    );
    expect(requestsTo(backend.server, 'POST', '/sys/thirdApp/bindByCode')[0]!.body).toEqual({
      thirdType: 'dingtalk',
      authCode: 'auth-code-m',
      tenantId: 1000,
    });
    expect(await screen.findByText('已绑定：钉钉本人')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '绑定当前钉钉账号' })).toBeNull();
  });

  it('inside WeCom without a configured app the authorize refusal is shown, nobody leaves', async () => {
    browserLocation.userAgent = () => WECOM_UA;
    const assign = vi.fn();
    browserLocation.assign = assign;
    backend.server.on('POST /sys/thirdLogin/oauth2/wechat_enterprise/authorize', () =>
      fail('未配置企业微信应用内登录'),
    );
    renderPhone(<BindingScreen onClose={() => undefined} />);
    const row = await screen.findByLabelText('企业微信', { selector: '.adm-list-item' });
    expect(
      within(screen.getByLabelText('钉钉', { selector: '.adm-list-item' })).queryByRole('button'),
    ).toBeNull();
    await userEvent.click(within(row).getByRole('button', { name: '绑定当前企业微信账号' }));
    expect(await screen.findByText('未配置企业微信应用内登录')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });
});
