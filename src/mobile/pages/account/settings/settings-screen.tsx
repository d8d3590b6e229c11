import type { ReactNode } from 'react';
import { Popup } from 'antd-mobile';
import { ScreenEntry } from '../../../ui/screen-entry';
import '../../../widgets/card-list/card-list.css';

interface Props {
  title: string;
  open: boolean;
  onClose: () => void;
  /** A header action on the right (保存 of the form screen). */
  action?: ReactNode;
  children: ReactNode;
}

/** A full-screen section of 个人设置 sliding in from the right: 返回, the title, an optional action. */
export function SettingsScreen({ title, open, onClose, action, children }: Props) {
  return (
    <>
      <ScreenEntry open={open} onClose={onClose} />
      <Popup
        visible={open}
        position="right"
        destroyOnClose
        onClose={onClose}
        bodyClassName="cwxt-m-form-screen-body"
        bodyStyle={{ width: '100vw', height: '100%' }}
      >
        <div className="cwxt-m-form-screen" role="dialog" aria-modal="true" aria-label={title}>
          <header className="cwxt-m-form-screen-header">
            <button type="button" className="cwxt-m-form-screen-action" onClick={onClose}>
              返回
            </button>
            <h2 className="cwxt-m-form-screen-title">{title}</h2>
            {action ?? <span className="cwxt-m-form-screen-action" />}
          </header>
          <div className="cwxt-m-form-screen-content">{children}</div>
        </div>
      </Popup>
    </>
  );
}
