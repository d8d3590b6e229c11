import { useState } from 'react';
import type { ReactNode } from 'react';
import { Modal, Tooltip } from 'antd';
import type { ModalProps } from 'antd';
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { useModalDrag } from './use-modal-drag';
import './app-modal.css';

const FULLSCREEN_STYLE = { top: 0, maxWidth: '100vw', paddingBottom: 0 } as const;
const FULLSCREEN_BODY = { height: 'calc(100vh - 110px)', overflow: 'auto' } as const;

export interface AppModalProps extends Omit<ModalProps, 'title'> {
  /** No title bar text when absent (spec 002 "Modal wrapper"). */
  title?: ReactNode;
  /** Drag the dialog by its header. */
  draggable?: boolean;
  /** Show the fullscreen toggle in the header. */
  switchFullscreen?: boolean;
  /** Start in fullscreen. */
  fullscreen?: boolean;
}

/**
 * The modal wrapper (spec 002 §2): optional draggable header, optional fullscreen toggle (toggling
 * puts a dragged dialog back in place), destroy-on-close by default.
 */
export function AppModal({
  title,
  draggable = false,
  switchFullscreen = false,
  fullscreen: initialFullscreen = false,
  destroyOnHidden = true,
  width,
  className,
  modalRender,
  styles,
  style,
  ...rest
}: AppModalProps) {
  const [fullscreen, setFullscreen] = useState(initialFullscreen);
  const drag = useModalDrag(draggable && !fullscreen);

  const toggle = () => {
    setFullscreen((f) => !f);
    if (draggable) drag.reset();
  };

  const hasHeader = title !== undefined && title !== null ? true : switchFullscreen;
  const header = hasHeader ? (
    <div
      className="cwxt-modal-header"
      data-draggable={draggable && !fullscreen ? 'true' : undefined}
      onPointerDown={drag.onPointerDown}
    >
      <span className="cwxt-modal-title">{title}</span>
      {switchFullscreen && (
        <Tooltip title={fullscreen ? '还原' : '最大化'}>
          <button
            type="button"
            className="cwxt-modal-fullscreen"
            aria-label={fullscreen ? '退出全屏' : '全屏'}
            aria-pressed={fullscreen}
            onClick={toggle}
          >
            {fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
          </button>
        </Tooltip>
      )}
    </div>
  ) : undefined;

  const { x, y } = drag.offset;
  return (
    <Modal
      {...rest}
      title={header}
      width={fullscreen ? '100vw' : width}
      destroyOnHidden={destroyOnHidden}
      className={className}
      style={fullscreen ? { ...style, ...FULLSCREEN_STYLE } : style}
      styles={
        fullscreen && typeof styles !== 'function'
          ? { ...styles, body: { ...styles?.body, ...FULLSCREEN_BODY } }
          : styles
      }
      modalRender={(node) => {
        const inner = modalRender ? modalRender(node) : node;
        return (
          <div ref={drag.boxRef} style={x || y ? { transform: `translate(${x}px, ${y}px)` } : undefined}>
            {inner}
          </div>
        );
      }}
    />
  );
}
