import { Modal } from 'antd';
import { LEAVE_CANCEL_TEXT, LEAVE_CONFIRM_TEXT, LEAVE_OK_TEXT } from '../../../shared/platform/back-guard';

/**
 * 当前内容尚未保存，确定离开吗？ (back with a dirty form, see shared/platform/back-guard.ts);
 * resolves true for 离开. Loaded on first use; the static Modal is fine: every text is passed in.
 */
export function confirmLeave(): Promise<boolean> {
  return new Promise((resolve) => {
    Modal.confirm({
      title: LEAVE_CONFIRM_TEXT,
      okText: LEAVE_OK_TEXT,
      cancelText: LEAVE_CANCEL_TEXT,
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}
