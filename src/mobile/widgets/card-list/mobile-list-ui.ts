import { Dialog } from 'antd-mobile';
import type { ListPageUi } from '../../../shared/hooks/list-page/types';
// feedback.tsx also registers antd-mobile's React 19 render hook that Dialog needs.
import { showError, showSuccess, showToast } from '../../ui/feedback';

/** The list hook's messages as toasts and its confirmation as an antd-mobile Dialog. */
export const MOBILE_LIST_UI: ListPageUi = {
  // A success answer without a message has nothing to say.
  warning: (text) => {
    if (text) showToast(text);
  },
  error: (text) => {
    if (text) showError(text);
  },
  success: (text) => {
    if (text) showSuccess(text);
  },
  confirm: ({ title, content }) =>
    Dialog.confirm({ title, content, confirmText: '确定', cancelText: '取消' }),
};
