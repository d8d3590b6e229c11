import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { act, screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent as baseUserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResourceFormScreen } from '../../../../src/mobile/widgets/card-list/resource-form-screen';
import { draftKey } from '../../../../src/shared/drafts/draft-data';
import { flushDrafts, readDraft, resetDraftStoreForTests } from '../../../../src/shared/drafts/draft-store';
import type { FormMode } from '../../../../src/shared/hooks/list-page/form-fields';
import type { FormDialog } from '../../../../src/shared/hooks/list-page/use-form-dialog';
import { hasDirtyForms } from '../../../../src/shared/platform/dirty-forms';
import { useSession } from '../../../../src/shared/session/session-store';
import { userInfo } from '../../shared/fixtures';
import { itemSchema, setupItemBackend, type Item } from '../../shared/list-page/list-fixtures';
import { renderPhone } from '../support/render-phone';

// The fake backend answers the dictionary; no request leaves the test.
setupItemBackend();
const userEvent = baseUserEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const OFFER = /发现未保存的草稿（保存于 \d\d:\d\d），是否恢复？/;
const record = { id: 'r1', name: '原名', code: 'C1', status: '1', email: '' } as Item;
const keyOf = (userId: string, recordId?: string) =>
  draftKey({ userId, tenantId: '1', formKey: 'testItem', recordId });

function signIn(id: string) {
  useSession.setState({ userInfo: userInfo({ id }), tenantId: '1' });
}

function dialogOf(mode: FormMode, rec: Item | null, submit = vi.fn(async () => true)): FormDialog<Item> {
  return {
    open: true,
    mode,
    record: rec,
    submitting: false,
    openAdd: vi.fn(),
    openEdit: vi.fn(),
    openDetail: vi.fn(),
    close: vi.fn(),
    submit,
  };
}

const screenEl = () => screen.getByRole('dialog', { name: /新增|编辑/ });
const nameInput = () => within(screenEl()).getByLabelText(/^名称/);
const open = (dialog: FormDialog<Item>) =>
  renderPhone(<ResourceFormScreen<Item> schema={itemSchema} dialog={dialog} />);

async function typeThenReload(dialog: FormDialog<Item>, text: string) {
  const view = open(dialog);
  await userEvent.clear(nameInput());
  await userEvent.type(nameInput(), text);
  await waitFor(() => expect(hasDirtyForms()).toBe(true));
  view.unmount();
  await act(() => flushDrafts());
}

beforeEach(() => {
  resetDraftStoreForTests(new IDBFactory());
  signIn('u1');
});

afterEach(() => {
  resetDraftStoreForTests(undefined);
  useSession.setState({ userInfo: null, tenantId: null });
});

describe('offline drafts in the phone form screen', { timeout: 30_000 }, () => {
  it('offers the draft after a reload and 恢复 brings the input back', async () => {
    await typeThenReload(dialogOf('edit', record), '手机草稿');
    open(dialogOf('edit', record));
    expect(nameInput()).toHaveValue('原名');
    await within(screenEl()).findByText(OFFER);
    await userEvent.click(within(screenEl()).getByRole('button', { name: '恢复' }));
    expect(nameInput()).toHaveValue('手机草稿');
    expect(within(screenEl()).queryByText(OFFER)).not.toBeInTheDocument();
  });

  it('保存 removes the draft and never stores the secret field', async () => {
    const view = open(dialogOf('add', null));
    await userEvent.type(nameInput(), '手机新增');
    await userEvent.type(within(screenEl()).getByLabelText(/^编码/), 'M1');
    await userEvent.type(within(screenEl()).getByLabelText(/^密钥/), 's3cret');
    view.unmount();
    await act(() => flushDrafts());
    const kept = await readDraft(keyOf('u1'));
    expect(kept).toMatchObject({ data: { name: '手机新增', code: 'M1' } });
    expect(JSON.stringify(kept)).not.toContain('s3cret');

    const submit = vi.fn(async () => true);
    open(dialogOf('add', null, submit));
    await within(screenEl()).findByText(OFFER);
    await userEvent.click(within(screenEl()).getByRole('button', { name: '恢复' }));
    await userEvent.type(within(screenEl()).getByLabelText(/^密钥/), 's3cret');
    await userEvent.click(within(screenEl()).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(submit).toHaveBeenCalledWith(expect.objectContaining({ name: '手机新增', code: 'M1' })),
    );
    await waitFor(async () => expect(await readDraft(keyOf('u1'))).toBeNull());
  });

  it('丢弃 removes the draft', async () => {
    await typeThenReload(dialogOf('edit', record), '不要');
    open(dialogOf('edit', record));
    await within(screenEl()).findByText(OFFER);
    await userEvent.click(within(screenEl()).getByRole('button', { name: '丢弃' }));
    expect(within(screenEl()).queryByText(OFFER)).not.toBeInTheDocument();
    expect(nameInput()).toHaveValue('原名');
    await waitFor(async () => expect(await readDraft(keyOf('u1', 'r1'))).toBeNull());
  });

  it("another user's draft is never offered", async () => {
    await typeThenReload(dialogOf('edit', record), '甲的草稿');
    signIn('u2');
    const other = open(dialogOf('edit', record));
    await act(() => new Promise((r) => setTimeout(r, 150)));
    expect(screen.queryByText(OFFER)).not.toBeInTheDocument();
    other.unmount();
    signIn('u1');
    open(dialogOf('edit', record));
    await within(screenEl()).findByText(OFFER);
  });
});
