import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { act, screen, waitFor } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent as baseUserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GatewayFormModal } from '../../../../src/desktop/pages/system/gateway/gateway-form-modal';
import type { GatewayRouteRecord } from '../../../../src/shared/api/sys/gateway-api';
import { openDraftBackend } from '../../../../src/shared/drafts/draft-backend';
import { draftKey } from '../../../../src/shared/drafts/draft-data';
import { flushDrafts, readDraft, resetDraftStoreForTests } from '../../../../src/shared/drafts/draft-store';
import type { FormDialog } from '../../../../src/shared/hooks/list-page/use-form-dialog';
import { logout, useSession } from '../../../../src/shared/session/session-store';
import { setupFakeBackend } from '../../shared/fake-backend';
import { ok } from '../../shared/fake-server';
import { userInfo } from '../../shared/fixtures';
import { renderDesktop } from '../desktop-test-utils';

const backend = setupFakeBackend();
const userEvent = baseUserEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const OFFER = /发现未保存的草稿（保存于 \d\d:\d\d），是否恢复？/;
const KEY = draftKey({ userId: 'u1', tenantId: '1', formKey: 'gatewayRoute' });

function addDialog(submit = vi.fn(async () => true)): FormDialog<GatewayRouteRecord> {
  return {
    open: true,
    mode: 'add',
    record: null,
    submitting: false,
    openAdd: vi.fn(),
    openEdit: vi.fn(),
    openDetail: vi.fn(),
    close: vi.fn(),
    submit,
  };
}

const open = (dialog = addDialog()) => renderDesktop(<GatewayFormModal dialog={dialog} />);
const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

async function typeRoute() {
  const view = open();
  await userEvent.type(field('路由名称'), '天气服务');
  await userEvent.type(field('路径前缀'), '/weather');
  await userEvent.type(field('上游地址'), 'https://api.example.com/v1');
  view.unmount();
  await act(() => flushDrafts());
}

let factory: IDBFactory;

beforeEach(() => {
  factory = new IDBFactory();
  resetDraftStoreForTests(factory);
  useSession.setState({ userInfo: userInfo({ id: 'u1' }), tenantId: '1', token: 'tok' });
});

afterEach(() => {
  resetDraftStoreForTests(undefined);
  useSession.setState({ userInfo: null, tenantId: null, token: null });
});

describe('offline drafts of a custom record form (网关路由)', { timeout: 30_000 }, () => {
  it('恢复 then a successful 确定 removes the draft', async () => {
    await typeRoute();
    const submit = vi.fn(async () => true);
    open(addDialog(submit));
    await screen.findByText(OFFER);
    await userEvent.click(screen.getByRole('button', { name: '恢复' }));
    expect(field('路径前缀')).toHaveValue('/weather');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(submit).toHaveBeenCalledWith(
        expect.objectContaining({ name: '天气服务', pathPrefix: '/weather' }),
      ),
    );
    await waitFor(async () => expect(await readDraft(KEY)).toBeNull());
  });

  it('a refused save keeps the draft', async () => {
    await typeRoute();
    const submit = vi.fn(async () => false);
    const view = open(addDialog(submit));
    await screen.findByText(OFFER);
    await userEvent.click(screen.getByRole('button', { name: '恢复' }));
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(submit).toHaveBeenCalled());
    view.unmount();
    await act(() => flushDrafts());
    expect(await readDraft(KEY)).toMatchObject({ data: { name: '天气服务' } });
  });

  it('logout keeps the draft of the user (it is keyed by user) and writes the waiting one', async () => {
    backend.server.on('POST /sys/logout', ok(null, '退出登录成功！'));
    const view = open();
    await userEvent.type(field('路由名称'), '登出前');
    // No unmount and no wait: the debounced write is still waiting when the session ends.
    await act(() => logout());
    // Read the database itself (readDraft would also answer from the waiting write).
    const raw = await openDraftBackend(factory);
    await waitFor(async () => expect(await raw.get(KEY)).toMatchObject({ data: { name: '登出前' } }), {
      timeout: 500,
    });
    view.unmount();

    // Signed in again as the same user: offered.
    useSession.setState({ userInfo: userInfo({ id: 'u1' }), tenantId: '1' });
    open();
    await screen.findByText(OFFER);
  });
});
