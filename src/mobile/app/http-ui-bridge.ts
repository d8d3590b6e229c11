import { setHttpUi } from '../../shared/api/http-ui';
import { alertDialog, notify, toast, toastError, toastLoading, toastSuccess } from '../ui/lazy-feedback';

let registered = false;
/** The open loading toast's closer (re-login in place hides it without leaving the page). */
let closeLoading: Promise<() => void> | null = null;

/**
 * Tells the shared HTTP interceptor how the phone shows its messages. Every call loads
 * Toast/Dialog lazily, so registering costs the login route nothing.
 */
export function registerMobileHttpUi(): void {
  if (registered) return;
  registered = true;
  setHttpUi({
    notifyError: (title, text) => void notify(title, text),
    error: (text) => void toastError(text),
    warning: (text) => void toast(text),
    success: (text) => void toastSuccess(text),
    loading: (text) => {
      closeLoading = toastLoading(text);
    },
    hideLoading: () => {
      void closeLoading?.then((close) => close());
      closeLoading = null;
    },
    expiredModal: ({ title, content, okText, onOk }) => void alertDialog({ title, content, okText, onOk }),
    // Loaded only when a re-login in place needs the user (inside WeCom / DingTalk, issue 8).
    reloginDialog: (options) => import('../shell/relogin-dialog').then((m) => m.openReloginDialog(options)),
  });
}
