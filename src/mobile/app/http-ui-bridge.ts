import { setHttpUi } from '../../shared/api/http-ui';
import { alertDialog, notify, toast, toastError, toastLoading, toastSuccess } from '../ui/lazy-feedback';

let registered = false;

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
    loading: (text) => void toastLoading(text),
    expiredModal: ({ title, content, okText, onOk }) => void alertDialog({ title, content, okText, onOk }),
  });
}
