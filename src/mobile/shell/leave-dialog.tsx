import { Dialog } from 'antd-mobile';
import { LEAVE_CANCEL_TEXT, LEAVE_CONFIRM_TEXT, LEAVE_OK_TEXT } from '../../shared/platform/back-guard';
// Registers antd-mobile's React 19 render hook that Dialog needs (see ui/feedback.tsx).
import '../ui/feedback';

/** 当前内容尚未保存，确定离开吗？ with 离开 / 继续编辑; resolves true for 离开. Loaded on first use. */
export function confirmLeaveDialog(): Promise<boolean> {
  return Dialog.confirm({
    content: LEAVE_CONFIRM_TEXT,
    confirmText: LEAVE_OK_TEXT,
    cancelText: LEAVE_CANCEL_TEXT,
    closeOnMaskClick: false,
  });
}
