import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { ConfigProvider, Dialog } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { WebviewLayer } from '../../../../src/mobile/shell/webview-layer';
import { useBack } from '../../../../src/mobile/shell/use-back';
import { PATHS } from '../../../../src/shared/domain/routes/paths';
import {
  installBackGuard,
  setLeaveConfirm,
  type LeaveConfirm,
} from '../../../../src/shared/platform/back-guard';
import { browserLocation } from '../../../../src/shared/platform/browser-location';
import { clearDirtyForms, useDirtyForm } from '../../../../src/shared/platform/dirty-forms';
import { fakeApi, ok } from '../support/fake-api';
import { signIn } from '../support/render-mobile';

/**
 * The phone's back handling with the real BrowserRouter on jsdom's history: popstate (Android
 * back, iOS swipe-back), the nav bar arrow (useBack), DingTalk's backbutton and beforeunload.
 */

const QUESTION = '当前内容尚未保存，确定离开吗？';

function FormPage({ name }: { name: string }) {
  const [text, setText] = useState('');
  useDirtyForm(text !== '');
  const back = useBack();
  return (
    <section>
      <h1>{name}</h1>
      <input aria-label="备注" value={text} onChange={(e) => setText(e.target.value)} />
      <button type="button" onClick={back}>
        返回
      </button>
      <Link to="/b">去B</Link>
    </section>
  );
}

/** Replaces the shell's dialog (registered by WebviewLayer just before) with the test's answers. */
function ConfirmOverride({ confirm }: { confirm: LeaveConfirm }) {
  useEffect(() => setLeaveConfirm(confirm), [confirm]);
  return null;
}

function App({ confirm }: { confirm?: LeaveConfirm }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <ConfigProvider locale={zhCN}>
      <QueryClientProvider client={client}>
        <BrowserRouter>
          <WebviewLayer />
          {confirm && <ConfirmOverride confirm={confirm} />}
          <Routes>
            <Route path={PATHS.home} element={<h1>首页</h1>} />
            <Route path="/a" element={<FormPage name="页面A" />} />
            <Route path="/b" element={<FormPage name="页面B" />} />
          </Routes>
        </BrowserRouter>
      </QueryClientProvider>
    </ConfigProvider>
  );
}

let uninstall: () => void = () => undefined;
let api: ReturnType<typeof fakeApi>;

/** A fresh webview entry at `path` (what opening a WeCom message link gives), guard, app. */
function open(path: string, floor = true, confirm?: LeaveConfirm) {
  window.history.replaceState(null, '', path);
  uninstall = installBackGuard({ floor });
  return render(<App confirm={confirm} />);
}

/**
 * A scripted 离开 / 继续编辑 answer (antd-mobile's dialog animates on real timers and is exercised
 * with the real dialog in one test; the others script the answer to test the history handling).
 */
function scriptedConfirm() {
  const pending: Array<(leave: boolean) => void> = [];
  const confirm = vi.fn<LeaveConfirm>(() => new Promise<boolean>((resolve) => pending.push(resolve)));
  const answer = async (leave: boolean) => {
    await waitFor(() => expect(pending.length).toBeGreaterThan(0));
    // Async act: the guard's promise chain settles before the test goes on.
    await act(async () => pending.shift()?.(leave));
  };
  return { confirm, answer };
}

const idx = () => (window.history.state as { idx?: number } | null)?.idx;
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const type = (text: string) => fireEvent.change(screen.getByLabelText('备注'), { target: { value: text } });
const shown = (el: HTMLElement) => {
  try {
    expect(el).toBeVisible();
    return true;
  } catch {
    return false;
  }
};

/**
 * Clicks a button of the dialog on screen. A closed dialog may linger invisible while it animates
 * out, so the one shown is chosen; fireEvent reaches React's handler whatever the open animation's
 * pointer-events say, so the test never waits on animation frames a loaded worker may not deliver.
 */
async function clickDialogButton(name: string) {
  const button = await waitFor(() => {
    const open = screen.getAllByRole('button', { name }).filter(shown);
    expect(open).toHaveLength(1);
    return open[0] as HTMLElement;
  });
  fireEvent.click(button);
}
/** The question is gone (closed dialogs may linger invisible while they animate out). */
async function noDialog() {
  await waitFor(
    () => {
      for (const node of screen.queryAllByText(QUESTION)) expect(node).not.toBeVisible();
    },
    // Below the 10 s hook timeout: the afterEach waits here too.
    { timeout: 8_000 },
  );
}

beforeEach(() => {
  signIn();
  api = fakeApi({
    'GET /sys/user/setting/notification': () =>
      ok({
        notifyAnnouncement: true,
        notifySystem: true,
        notifySpeech: true,
        notifyChannels: ['站内'],
        debugConsole: false,
      }),
  });
});
afterEach(async () => {
  // Dialogs animate out on real timers: let the last one close before the next test looks for one.
  await noDialog().catch(() => undefined); // a failed test reports its own error
  Dialog.clear();
  // antd-mobile's springs on jsdom sometimes leave a closed (invisible) dialog mounted.
  document.querySelectorAll('.adm-dialog').forEach((node) => node.parentElement?.remove());
  uninstall();
  api.restore();
  clearDirtyForms();
  vi.restoreAllMocks();
});

describe('back inside the app', () => {
  it('goes back one page when nothing is dirty', async () => {
    open('/a');
    await heading('页面A');
    fireEvent.click(screen.getByRole('link', { name: '去B' }));
    await heading('页面B');
    expect(idx()).toBe(1);
    act(() => window.history.back());
    expect(await heading('页面A')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/a');
    expect(screen.queryByText(QUESTION)).not.toBeInTheDocument();
  });

  it('asks on a dirty form: 继续编辑 restores the entry and the input, 离开 goes back', async () => {
    open('/a');
    await heading('页面A');
    fireEvent.click(screen.getByRole('link', { name: '去B' }));
    await heading('页面B');
    type('未保存的内容');

    act(() => window.history.back());
    expect(await screen.findByText(QUESTION)).toBeInTheDocument();
    // The router did not see the pop: page B and its input stay while the user decides.
    expect(screen.getByRole('heading', { level: 1, name: '页面B' })).toBeInTheDocument();
    await clickDialogButton('继续编辑');
    await waitFor(() => expect(window.location.pathname).toBe('/b'));
    expect(idx()).toBe(1);
    await noDialog();
    expect(screen.getByLabelText('备注')).toHaveValue('未保存的内容');

    act(() => window.history.back());
    await clickDialogButton('离开');
    expect(await heading('页面A')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/a');
    expect(idx()).toBe(0);
  });

  it('the nav bar arrow (useBack) asks first and then goes back without asking twice', async () => {
    const { confirm, answer } = scriptedConfirm();
    open('/a', true, confirm);
    await heading('页面A');
    fireEvent.click(screen.getByRole('link', { name: '去B' }));
    await heading('页面B');
    type('x');
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    await answer(false);
    expect(window.location.pathname).toBe('/b');
    expect(screen.getByLabelText('备注')).toHaveValue('x');

    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    await answer(true);
    expect(await heading('页面A')).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('a clean page goes back from the arrow without asking', async () => {
    const { confirm } = scriptedConfirm();
    open('/a', true, confirm);
    await heading('页面A');
    fireEvent.click(screen.getByRole('link', { name: '去B' }));
    await heading('页面B');
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(await heading('页面A')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  });
});

describe('the first page (opened from a message)', () => {
  it('back goes home instead of closing the webview; back from home leaves', async () => {
    open('/a');
    await heading('页面A');
    expect(idx()).toBe(0);
    act(() => window.history.back());
    expect(await heading('首页')).toBeInTheDocument();
    expect(window.location.pathname).toBe(PATHS.home);

    // Below the floor lies whatever opened the app: the guard leaving is recorded, not performed.
    const leave = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    act(() => window.history.go(-1));
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('heading', { level: 1, name: '首页' })).toBeInTheDocument();
  });

  it('a dirty first page asks before going home', async () => {
    const { confirm, answer } = scriptedConfirm();
    open('/b', true, confirm);
    await heading('页面B');
    type('草稿');
    act(() => window.history.back());
    await answer(false);
    await waitFor(() => expect(idx()).toBe(0));
    expect(window.location.pathname).toBe('/b');
    expect(screen.getByLabelText('备注')).toHaveValue('草稿');

    act(() => window.history.back());
    await answer(true);
    expect(await heading('首页')).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('without the floor (desktop shell) the first page is not held', async () => {
    open('/a', false);
    await heading('页面A');
    expect(idx()).toBe(0);
    // No marker entry was laid: the current entry is the router's own.
    expect(window.history.state).not.toHaveProperty('cwxtBackFloor');
  });
});

describe('DingTalk backbutton and beforeunload', () => {
  it('cancels the hardware back on a dirty form, asks, and goes back on 离开', async () => {
    const { confirm, answer } = scriptedConfirm();
    open('/a', true, confirm);
    await heading('页面A');
    fireEvent.click(screen.getByRole('link', { name: '去B' }));
    await heading('页面B');

    const clean = new Event('backbutton', { cancelable: true });
    document.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);

    type('y');
    const dirty = new Event('backbutton', { cancelable: true });
    document.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
    await answer(true);
    expect(await heading('页面A')).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it('asks the browser before unloading a dirty form only', async () => {
    open('/a');
    await heading('页面A');
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    type('z');
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });

  it("lets the app's own reloads and sign-in round trips through a dirty form without asking", async () => {
    open('/a');
    await heading('页面A');
    type('w');
    const before = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(true);
    // jsdom cannot navigate: reload() only reports "not implemented"; the guard is what matters.
    browserLocation.reload();
    const own = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(own);
    expect(own.defaultPrevented).toBe(false);
  });
});
