import { Popup } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { IconButton } from './icon-button';
import { ScreenEntry } from './screen-entry';
import './full-screen-dialog.css';

interface FullScreenDialogProps {
  title: string;
  open: boolean;
  /** Absent when the choice is mandatory (e.g. department choice right after login). */
  onClose?: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /**
   * The screen's history entry (docs/phone-navigation.md). By default an open, closable dialog is
   * its own entry, so the platform back closes it. `false`: no entry (a dialog outside the page's
   * history, e.g. the re-login). A string: the page addresses the screen itself (useScreen) and
   * passes its token; the address already is the entry.
   */
  address?: string | false;
}

/** On the phone every dialog of the spec is full screen: a page sliding in from the right. */
export function FullScreenDialog({ title, open, onClose, children, footer, address }: FullScreenDialogProps) {
  return (
    <>
      <ScreenEntry open={open && address === undefined} onClose={onClose} />
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
    </>
  );
}
