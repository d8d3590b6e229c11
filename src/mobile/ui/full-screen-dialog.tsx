import { Popup } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { IconButton } from './icon-button';
import './full-screen-dialog.css';

interface FullScreenDialogProps {
  title: string;
  open: boolean;
  /** Absent when the choice is mandatory (e.g. department choice right after login). */
  onClose?: () => void;
  children: ReactNode;
  footer?: ReactNode;
}

/** On the phone every dialog of the spec is full screen: a page sliding in from the right. */
export function FullScreenDialog({ title, open, onClose, children, footer }: FullScreenDialogProps) {
  return (
    <Popup
      visible={open}
      position="right"
      destroyOnClose
      onClose={onClose}
      bodyClassName="cwxt-m-fsd-body"
      bodyStyle={{ width: '100vw', height: '100%' }}
    >
      <div className="cwxt-m-fsd" role="dialog" aria-modal="true" aria-label={title}>
        <header className="cwxt-m-fsd-header">
          <span className="cwxt-m-fsd-side">
            {onClose && <IconButton label="关闭" icon={<CloseOutline />} onClick={onClose} />}
          </span>
          <h2 className="cwxt-m-fsd-title">{title}</h2>
          <span className="cwxt-m-fsd-side" />
        </header>
        <div className="cwxt-m-fsd-content">{children}</div>
        {footer && <footer className="cwxt-m-fsd-footer">{footer}</footer>}
      </div>
    </Popup>
  );
}
