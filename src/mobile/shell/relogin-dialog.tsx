import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfigProvider } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { MemoryRouter } from 'react-router-dom';
import type { ReloginDialogOptions } from '../../shared/api/http-ui';
import { HTTP_MESSAGES } from '../../shared/api/error-catalogue';
import { PATHS } from '../../shared/domain/routes/paths';
import { useSession } from '../../shared/session/session-store';
import { STORAGE_KEYS, localStore } from '../../shared/session/storage';
import { bindAfterManualLogin } from '../../shared/platform/in-app-login/oauth2-page-flow';
import { LoginPage } from '../pages/login/login-page';
import { InAppNotice } from '../pages/oauth2/in-app-notice';
import { FullScreenDialog } from '../ui/full-screen-dialog';
import { toastError, toastSuccess } from '../ui/lazy-feedback';

/** Who was signed in: the expired session's user, else the last login's name (kept 7 days). */
function lastUsername(): string {
  return useSession.getState().userInfo?.username ?? localStore.get<string>(STORAGE_KEYS.USER_NAME) ?? '';
}

/**
 * Re-login in place on the phone (issue 8): when the silent in-app sign-in could not sign the user
 * in, this full-screen dialog slides over the open page with the manual sign-in (and binds an
 * unbound app account afterwards). The page underneath is never unmounted, so its input and scroll
 * position survive. Rendered in its own root (with a memory router for the form's hooks) because
 * the HTTP layer opens it from outside React.
 */
export function ReloginDialog({
  options,
  onDone,
}: {
  options: ReloginDialogOptions;
  onDone: (signedIn: boolean) => void;
}) {
  const [open, setOpen] = useState(true);
  const close = (signedIn: boolean) => {
    setOpen(false);
    onDone(signedIn);
  };
  const onLoggedIn = async () => {
    const bound = await bindAfterManualLogin(options.bindTicket);
    if (bound) void (bound.ok ? toastSuccess(bound.message) : toastError(bound.message));
    close(true);
  };
  return (
    <FullScreenDialog
      title={HTTP_MESSAGES.expiredTitle}
      open={open}
      onClose={() => close(false)}
      address={false}
    >
      <div style={{ padding: '12px 12px 0' }}>
        <InAppNotice text={options.message} />
      </div>
      <LoginPage embedded username={lastUsername()} onLoggedIn={() => void onLoggedIn()} />
    </FullScreenDialog>
  );
}

/** Opens the dialog; resolves true once signed in, false when the user closes it. */
export function openReloginDialog(options: ReloginDialogOptions): Promise<boolean> {
  return new Promise((resolve) => {
    const host = document.createElement('div');
    host.className = 'cwxt-m-relogin-host';
    document.body.appendChild(host);
    const root = createRoot(host);
    const title = document.title;
    const onDone = (signedIn: boolean) => {
      document.title = title;
      resolve(signedIn);
      // Let the popup's exit animation run before the root goes.
      setTimeout(() => {
        root.unmount();
        host.remove();
      }, 400);
    };
    root.render(
      <ConfigProvider locale={zhCN}>
        <MemoryRouter initialEntries={[PATHS.login]}>
          <ReloginDialog options={options} onDone={onDone} />
        </MemoryRouter>
      </ConfigProvider>,
    );
  });
}

export default openReloginDialog;
