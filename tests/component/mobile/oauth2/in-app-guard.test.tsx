import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { browserLocation } from '../../../../src/shared/platform/browser-location';
import { reloadSessionFromStorage } from '../../../../src/shared/session/session-store';
import { fakeApi, ok } from '../support/fake-api';
import { renderMobile } from '../support/render-mobile';

describe('navigation guard inside the apps', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    reloadSessionFromStorage();
    api = fakeApi({
      'GET /sys/thirdLogin/oauth2/config': () =>
        ok({ tenantId: null, wechat_enterprise: null, dingtalk: null }),
    });
  });
  afterEach(() => {
    api.restore();
    vi.restoreAllMocks();
  });

  it('WeCom without a token: /oauth2-app/login?redirect=<full path>, not the password page', async () => {
    vi.spyOn(browserLocation, 'userAgent').mockReturnValue(
      'Mozilla/5.0 (iPhone) wxwork/4.1.10 MicroMessenger/7.0.1',
    );
    const { router } = renderMobile('/isystem/user?page=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/oauth2-app/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fisystem%2Fuser%3Fpage%3D2');
    expect(await screen.findByText('未配置应用内登录，请使用账号登录')).toBeInTheDocument();
  });

  it('a plain browser still goes to /user/login?redirect=<full path>', async () => {
    const { router } = renderMobile('/isystem/user?page=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fisystem%2Fuser%3Fpage%3D2');
  });
});
