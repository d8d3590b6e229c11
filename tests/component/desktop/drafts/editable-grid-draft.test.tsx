import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { draftKey } from '../../../../src/shared/drafts/draft-data';
import { flushDrafts, readDraft, resetDraftStoreForTests } from '../../../../src/shared/drafts/draft-store';
import { hasDirtyForms } from '../../../../src/shared/platform/dirty-forms';
import { useSession } from '../../../../src/shared/session/session-store';
import { userInfo } from '../../shared/fixtures';
import { renderGrid } from '../editable-grid/grid-test-utils';

const OFFER = /发现未保存的草稿（保存于 \d\d:\d\d），是否恢复？/;
const DRAFT = { formKey: 'order-lines', recordId: 'o1' };
const KEY = draftKey({ userId: 'u1', tenantId: '1', ...DRAFT });

/** Edits through the grid API (as a cell edit does), lets the draft settle, then unmounts like a reload. */
async function editThenReload() {
  const { ref, unmount } = renderGrid({ draft: DRAFT });
  act(() => {
    ref.current!.setValues([{ rowKey: 'r1', values: { name: '甲改' } }]);
    ref.current!.removeRows('r2');
  });
  await waitFor(() => expect(hasDirtyForms()).toBe(true));
  unmount();
  await act(() => flushDrafts());
}

beforeEach(() => {
  resetDraftStoreForTests(new IDBFactory());
  useSession.setState({ userInfo: userInfo({ id: 'u1' }), tenantId: '1' });
});

afterEach(() => {
  resetDraftStoreForTests(undefined);
  useSession.setState({ userInfo: null, tenantId: null });
});

describe('offline drafts of the desktop editable grid', { timeout: 30_000 }, () => {
  it('offers the pending edits after a reload; 恢复 replays them, draftSaved() removes the draft', async () => {
    await editThenReload();
    expect(await readDraft(KEY)).toMatchObject({ formKey: 'order-lines', recordId: 'o1' });

    const { ref } = renderGrid({ draft: DRAFT });
    await screen.findByText(OFFER);
    expect(ref.current!.getValuesSync().map((r) => r.name)).toEqual(['甲', '乙', '丙']);
    await act(async () => screen.getByRole('button', { name: '恢复' }).click());
    expect(ref.current!.getValuesSync().map((r) => r.name)).toEqual(['甲改', '丙']);
    expect(ref.current!.getDeleteIds()).toEqual(['r2']);
    expect(screen.queryByText(OFFER)).not.toBeInTheDocument();

    act(() => ref.current!.draftSaved());
    await waitFor(async () => expect(await readDraft(KEY)).toBeNull());
    await waitFor(() => expect(hasDirtyForms()).toBe(false));
  });

  it('丢弃 removes the draft; a grid without the draft prop never offers one', async () => {
    await editThenReload();
    const plain = renderGrid();
    await act(() => new Promise((r) => setTimeout(r, 150)));
    expect(screen.queryByText(OFFER)).not.toBeInTheDocument();
    plain.unmount();

    renderGrid({ draft: DRAFT });
    await screen.findByText(OFFER);
    await act(async () => screen.getByRole('button', { name: '丢弃' }).click());
    await waitFor(async () => expect(await readDraft(KEY)).toBeNull());
  });
});
