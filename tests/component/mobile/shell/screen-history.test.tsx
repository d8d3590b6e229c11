import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfigProvider } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
} from 'react-router-dom';
import '../support/close-popups';
import { FullScreenDialog } from '../../../../src/mobile/ui/full-screen-dialog';
import { useScreen } from '../../../../src/mobile/ui/use-screen';

interface Probe {
  location: Location | null;
  navigate: NavigateFunction | null;
}

function RouterProbe({ probe }: { probe: Probe }) {
  probe.location = useLocation();
  probe.navigate = useNavigate();
  return null;
}

/** A list page with a filter (its own state) and two screens kept in state, one over the other. */
function ListPage() {
  const [filter, setFilter] = useState('');
  const [detail, setDetail] = useState(false);
  const [picker, setPicker] = useState(false);
  return (
    <div>
      <input aria-label="筛选" value={filter} onChange={(e) => setFilter(e.target.value)} />
      <button type="button" onClick={() => setDetail(true)}>
        打开详情
      </button>
      <FullScreenDialog title="详情" open={detail} onClose={() => setDetail(false)}>
        <button type="button" onClick={() => setPicker(true)}>
          选择电厂
        </button>
        <FullScreenDialog title="选择电厂" open={picker} onClose={() => setPicker(false)}>
          <p>电厂列表</p>
        </FullScreenDialog>
      </FullScreenDialog>
    </div>
  );
}

/** A page whose screen is addressed: `?screen=task.<id>` is its state. */
function AddressedPage() {
  const task = useScreen('task');
  return (
    <div>
      <button type="button" onClick={() => task.open('42')}>
        办理42
      </button>
      <FullScreenDialog
        title={`任务${task.id ?? ''}`}
        open={task.id !== null}
        onClose={task.close}
        address={task.token ?? undefined}
      >
        <p>任务内容</p>
      </FullScreenDialog>
    </div>
  );
}

function renderAt(path: string, page: 'list' | 'addressed') {
  const probe: Probe = { location: null, navigate: null };
  render(
    <ConfigProvider locale={zhCN}>
      <MemoryRouter initialEntries={[path]}>
        {page === 'list' ? <ListPage /> : <AddressedPage />}
        <RouterProbe probe={probe} />
      </MemoryRouter>
    </ConfigProvider>,
  );
  return probe;
}

const back = async (probe: Probe) => {
  await act(async () => {
    await probe.navigate?.(-1);
  });
};

describe('screen history', () => {
  it('makes each open screen a history entry: back closes the top one and keeps the page state', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const probe = renderAt('/dfgl/task?status=1', 'list');
    await user.type(screen.getByRole('textbox', { name: '筛选' }), '华能');

    await user.click(screen.getByRole('button', { name: '打开详情' }));
    expect(await screen.findByRole('dialog', { name: '详情' })).toBeInTheDocument();
    await waitFor(() => expect(probe.location?.search).toMatch(/^\?status=1&screen=s\w+$/));

    await user.click(screen.getByRole('button', { name: '选择电厂' }));
    expect(await screen.findByRole('dialog', { name: '选择电厂' })).toBeInTheDocument();
    await waitFor(() =>
      expect(new URLSearchParams(probe.location?.search).get('screen')).toMatch(/^s\w+~s\w+$/),
    );

    // Back closes the picker only.
    await back(probe);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '选择电厂' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: '详情' })).toBeInTheDocument();

    // Back again closes the detail: the list is there with its filter.
    await back(probe);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '详情' })).not.toBeInTheDocument());
    expect(probe.location?.search).toBe('?status=1');
    expect(screen.getByRole('textbox', { name: '筛选' })).toHaveValue('华能');
  });

  it('takes the entry back when the screen is closed by its own button', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const probe = renderAt('/dfgl/task', 'list');
    await user.click(screen.getByRole('button', { name: '打开详情' }));
    const dialog = await screen.findByRole('dialog', { name: '详情' });
    await waitFor(() => expect(probe.location?.search).toMatch(/screen=/));
    const openedKey = probe.location?.key;

    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(probe.location?.search).toBe(''));
    // One step back, not a new entry: the list's own entry (a different key from the screen's).
    expect(probe.location?.key).not.toBe(openedKey);
    expect(probe.location?.state).toBeNull();
  });

  it('opens an addressed screen from a link and closes it onto its list', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const probe = renderAt('/dfgl/task?screen=task.7', 'addressed');
    const dialog = await screen.findByRole('dialog', { name: '任务7' });
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '任务7' })).not.toBeInTheDocument());
    expect(probe.location?.search).toBe('');

    // A tap opens it as a new entry; back closes it.
    await user.click(screen.getByRole('button', { name: '办理42' }));
    expect(await screen.findByRole('dialog', { name: '任务42' })).toBeInTheDocument();
    expect(probe.location?.search).toBe('?screen=task.42');
    await back(probe);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '任务42' })).not.toBeInTheDocument());
    expect(probe.location?.search).toBe('');
  });
});
