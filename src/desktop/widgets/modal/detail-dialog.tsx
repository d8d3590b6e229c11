import type { ReactNode } from 'react';
import { Divider } from 'antd';
import { AppModal } from './app-modal';

export interface DetailDialogProps {
  open: boolean;
  onClose: () => void;
  /** The main-form area. */
  main: ReactNode;
  /** The sub-form area (below a divider), if any. */
  sub?: ReactNode;
  /**
   * The details-confirm trigger (spec 002 §2): called on 确定 with a callback; the dialog closes
   * when the callback receives true. Without it 确定 just closes.
   */
  onDetailsConfirm?: (done: (close: boolean) => void) => void;
  title?: string;
}

/** 详细信息 (spec 002 §2 "Detail dialog"): 1200 wide, with a fullscreen switch. */
export function DetailDialog({
  open,
  onClose,
  main,
  sub,
  onDetailsConfirm,
  title = '详细信息',
}: DetailDialogProps) {
  const confirm = () => {
    if (!onDetailsConfirm) {
      onClose();
      return;
    }
    onDetailsConfirm((close) => {
      if (close) onClose();
    });
  };
  return (
    <AppModal
      open={open}
      title={title}
      width={1200}
      switchFullscreen
      okText="确定"
      cancelText="关闭"
      onOk={confirm}
      onCancel={onClose}
    >
      <div className="cwxt-detail-main">{main}</div>
      {sub !== undefined && sub !== null && (
        <>
          <Divider />
          <div className="cwxt-detail-sub">{sub}</div>
        </>
      )}
    </AppModal>
  );
}
