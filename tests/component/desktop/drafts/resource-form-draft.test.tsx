import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { act, screen, waitFor } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent as baseUserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResourceFormModal } from '../../../../src/desktop/widgets/list-page/resource-form-modal';
import { draftKey } from '../../../../src/shared/drafts/draft-data';
import { flushDrafts, readDraft, resetDraftStoreForTests } from '../../../../src/shared/drafts/draft-store';
import type { FormMode } from '../../../../src/shared/hooks/list-page/form-fields';
import type { FormDialog } from '../../../../src/shared/hooks/list-page/use-form-dialog';
import { hasDirtyForms } from '../../../../src/shared/platform/dirty-forms';
import { useSession } from '../../../../src/shared/session/session-store';
import { userInfo } from '../../shared/fixtures';
import { itemSchema, setupItemBackend, type Item } from '../../shared/list-page/list-fixtures';
import { renderDesktop } from '../desktop-test-utils';

// The fake backend answers the dictionary; no request leaves the test.
setupItemBackend();
const userEvent = baseUserEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const OFFER = /发现未保存的草稿（保存于 \d\d:\d\d），是否恢复？/;

function signIn(id: string, tenantId = '1') {
  useSession.setState({ userInfo: userInfo({ id }), tenantId });
}

function dialogOf(mode: FormMode, record: Item | null, submit = vi.fn(async () => true)): FormDialog<Item> {
  return {
    open: true,
    mode,
    record,
    submitting: false,
    openAdd: vi.fn(),
    openEdit: vi.fn(),
    openDetail: vi.fn(),
    close: vi.fn(),
    submit,
  };
}

const nameInput = () => screen.getByLabelText('名称', { selector: 'input' });
const open = (dialog: FormDialog<Item>) =>
  renderDesktop(<ResourceFormModal<Item> schema={itemSchema} dialog={dialog} />);
const record = { id: 'r1', name: '原名', code: 'C1', status: '1', email: '' } as Item;

/** Types, then unmounts like a reload: the pending draft is written on unmount. */
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

describe('offline drafts in the desktop resource form', { timeout: 30_000 }, () => {
  it('offers the draft after a reload and 恢复 brings the input back', async () => {
    await typeThenReload(dialogOf('edit', record), '草稿名');
    expect(
      await readDraft(draftKey({ userId: 'u1', tenantId: '1', formKey: 'testItem', recordId: 'r1' })),
    ).toMatchObject({
      data: { name: '草稿名' },
      recordId: 'r1',
    });

    open(dialogOf('edit', record));
    expect(nameInput()).toHaveValue('原名');
    await screen.findByText(OFFER);
    await userEvent.click(screen.getByRole('button', { name: '恢复' }));
    expect(nameInput()).toHaveValue('草稿名');
    expect(screen.queryByText(OFFER)).not.toBeInTheDocument();
    expect(hasDirtyForms()).toBe(true);
  });

  it('a successful save removes the draft', async () => {
    await typeThenReload(dialogOf('add', null), '新记录');
    const submit = vi.fn(async () => true);
    open(dialogOf('add', null, submit));
    await screen.findByText(OFFER);
    await userEvent.click(screen.getByRole('button', { name: '恢复' }));
    await userEvent.type(screen.getByLabelText('编码', { selector: 'input' }), 'N1');
    await userEvent.type(screen.getByLabelText('密钥', { selector: 'input' }), 's3cret');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() =>
      // The second argument takes a refusal about one field (shown under it).
      expect(submit).toHaveBeenCalledWith(
        expect.objectContaining({ name: '新记录', code: 'N1' }),
        expect.any(Function),
      ),
    );
    await waitFor(async () =>
      expect(await readDraft(draftKey({ userId: 'u1', tenantId: '1', formKey: 'testItem' }))).toBeNull(),
    );
    await waitFor(() => expect(hasDirtyForms()).toBe(false));
  });

  it('a failed save keeps the draft, without the secret field', async () => {
    const submit = vi.fn(async () => false);
    const view = open(dialogOf('add', null, submit));
    await userEvent.type(nameInput(), '未保存');
    await userEvent.type(screen.getByLabelText('编码', { selector: 'input' }), 'N2');
    await userEvent.type(screen.getByLabelText('密钥', { selector: 'input' }), 's3cret');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(submit).toHaveBeenCalled());
    view.unmount();
    await act(() => flushDrafts());
    const kept = await readDraft(draftKey({ userId: 'u1', tenantId: '1', formKey: 'testItem' }));
    expect(kept).toMatchObject({ data: { name: '未保存', code: 'N2' } });
    expect(JSON.stringify(kept)).not.toContain('s3cret');
  });

  it('丢弃 removes the draft and keeps the record values', async () => {
    await typeThenReload(dialogOf('edit', record), '不要了');
    open(dialogOf('edit', record));
    await screen.findByText(OFFER);
    await userEvent.click(screen.getByRole('button', { name: '丢弃' }));
    expect(screen.queryByText(OFFER)).not.toBeInTheDocument();
    expect(nameInput()).toHaveValue('原名');
    await waitFor(async () =>
      expect(
        await readDraft(draftKey({ userId: 'u1', tenantId: '1', formKey: 'testItem', recordId: 'r1' })),
      ).toBeNull(),
    );
  });

  it("another user's draft is never offered, nor another tenant's", async () => {
    await typeThenReload(dialogOf('edit', record), '甲的草稿');

    signIn('u2');
    const other = open(dialogOf('edit', record));
    await act(() => new Promise((r) => setTimeout(r, 150)));
    expect(screen.queryByText(OFFER)).not.toBeInTheDocument();
    other.unmount();

    signIn('u1', '2');
    const otherTenant = open(dialogOf('edit', record));
    await act(() => new Promise((r) => setTimeout(r, 150)));
    expect(screen.queryByText(OFFER)).not.toBeInTheDocument();
    otherTenant.unmount();

    // The owner still gets it (the draft was there all along).
    signIn('u1');
    open(dialogOf('edit', record));
    await screen.findByText(OFFER);
  });

  it('detail mode neither offers nor saves', async () => {
    await typeThenReload(dialogOf('edit', record), '编辑中');
    open(dialogOf('detail', record));
    await act(() => new Promise((r) => setTimeout(r, 150)));
    expect(screen.queryByText(OFFER)).not.toBeInTheDocument();
  });

  it('typing back to the record values removes the draft and the dirty mark', async () => {
    open(dialogOf('edit', record));
    await userEvent.type(nameInput(), 'X');
    await waitFor(() => expect(hasDirtyForms()).toBe(true));
    await userEvent.type(nameInput(), '{Backspace}');
    await waitFor(() => expect(hasDirtyForms()).toBe(false));
    await act(() => flushDrafts());
    expect(
      await readDraft(draftKey({ userId: 'u1', tenantId: '1', formKey: 'testItem', recordId: 'r1' })),
    ).toBeNull();
  });
});
