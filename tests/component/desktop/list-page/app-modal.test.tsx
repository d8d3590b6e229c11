import { useState } from 'react';
import { ConfigProvider } from 'antd';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent as baseUserEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AppModal } from '../../../../src/desktop/widgets/modal/app-modal';
import { DetailDialog } from '../../../../src/desktop/widgets/modal/detail-dialog';
import { installPointerEvent } from '../../mobile/support/pointer-event';
import { buttonIn } from './list-page-queries';

const userEvent = baseUserEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const modalBox = () => document.querySelector('.ant-modal') as HTMLElement;
const dragLayer = () => modalBox().querySelector('.ant-modal-render > div') as HTMLElement;

describe('AppModal', () => {
  beforeAll(installPointerEvent);

  it('has no title bar text without a title', () => {
    render(<AppModal open>内容</AppModal>);
    expect(screen.getByText('内容')).toBeInTheDocument();
    expect(document.querySelector('.ant-modal-title')).toBeNull();
  });

  it('drags by the header, and the fullscreen toggle puts it back in place', async () => {
    render(
      <AppModal open title="标题" draggable switchFullscreen width={600}>
        内容
      </AppModal>,
    );
    const header = screen.getByText('标题');
    fireEvent.pointerDown(header, { clientX: 100, clientY: 100, button: 0 });
    fireEvent.pointerMove(window, { clientX: 150, clientY: 130 });
    fireEvent.pointerUp(window);
    expect(dragLayer().style.transform).toBe('translate(50px, 30px)');
    // After the pointer is released, moves no longer drag.
    fireEvent.pointerMove(window, { clientX: 400, clientY: 400 });
    expect(dragLayer().style.transform).toBe('translate(50px, 30px)');

    await userEvent.click(screen.getByLabelText('全屏'));
    expect(screen.getByLabelText('退出全屏')).toHaveAttribute('aria-pressed', 'true');
    expect(modalBox().style.width).toBe('100vw');
    expect(dragLayer().style.transform).toBe('');
    await userEvent.click(screen.getByLabelText('退出全屏'));
    expect(modalBox().style.width).toBe('600px');
  });

  it('does not drag without draggable', () => {
    render(
      <AppModal open title="标题">
        内容
      </AppModal>,
    );
    fireEvent.pointerDown(screen.getByText('标题'), { clientX: 0, clientY: 0, button: 0 });
    fireEvent.pointerMove(window, { clientX: 80, clientY: 80 });
    expect(dragLayer().style.transform).toBe('');
  });

  it('destroys its content on close by default', async () => {
    function Harness() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button onClick={() => setOpen(false)}>外部关闭</button>
          <AppModal open={open} title="标题">
            <input aria-label="里面" />
          </AppModal>
        </>
      );
    }
    render(<Harness />);
    await userEvent.type(screen.getByLabelText('里面'), 'x');
    await userEvent.click(screen.getByText('外部关闭'));
    await waitFor(() => expect(screen.queryByLabelText('里面')).not.toBeInTheDocument());
  });
});

describe('DetailDialog', () => {
  it('is 详细信息, 1200 wide, and closes when the details-confirm callback gets true', async () => {
    const onClose = vi.fn();
    let answer: ((close: boolean) => void) | null = null;
    render(
      // As in the shell: two-character button texts without antd's inserted space.
      <ConfigProvider button={{ autoInsertSpace: false }}>
        <DetailDialog
          open
          onClose={onClose}
          main={<p>主表</p>}
          sub={<p>子表</p>}
          onDetailsConfirm={(done) => {
            answer = done;
          }}
        />
      </ConfigProvider>,
    );
    expect(document.querySelector('.ant-modal-title')).toHaveTextContent('详细信息');
    expect(modalBox().style.width).toBe('1200px');
    expect(screen.getByText('主表')).toBeInTheDocument();
    expect(screen.getByText('子表')).toBeInTheDocument();
    expect(screen.getByLabelText('全屏')).toBeInTheDocument();
    await userEvent.click(buttonIn(document.body, '确定'));
    expect(answer).not.toBeNull();
    answer!(false);
    expect(onClose).not.toHaveBeenCalled();
    answer!(true);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
