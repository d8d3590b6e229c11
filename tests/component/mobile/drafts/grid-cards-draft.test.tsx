import 'fake-indexeddb/auto';
import { createRef } from 'react';
import { IDBFactory } from 'fake-indexeddb';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GridCards } from '../../../../src/mobile/widgets/grid-cards/grid-cards';
import type { GridCardsRef } from '../../../../src/mobile/widgets/grid-cards/types';
import type { GridColumn } from '../../../../src/shared/domain/grid/column';
import { draftKey } from '../../../../src/shared/drafts/draft-data';
import { flushDrafts, readDraft, resetDraftStoreForTests } from '../../../../src/shared/drafts/draft-store';
import { useSession } from '../../../../src/shared/session/session-store';
import { userInfo } from '../../shared/fixtures';
import { renderPhone } from '../support/render-phone';

const OFFER = /发现未保存的草稿（保存于 \d\d:\d\d），是否恢复？/;
const DRAFT = { formKey: 'unit-lines' };
const columns: GridColumn[] = [
  { key: 'name', title: '名称', type: 'input' },
  { key: 'qty', title: '数量', type: 'inputNumber' },
];
const rows = [
  { id: 'r1', name: '一号机组', qty: 2 },
  { id: 'r2', name: '二号机组', qty: 3 },
];

function renderCards(userId = 'u1') {
  useSession.setState({ userInfo: userInfo({ id: userId }), tenantId: '1' });
  const ref = createRef<GridCardsRef>();
  const view = renderPhone(
    <GridCards ref={ref} columns={columns} dataSource={rows} label="机组明细" draft={DRAFT} />,
  );
  return { ref, ...view };
}

beforeEach(() => resetDraftStoreForTests(new IDBFactory()));
afterEach(() => {
  resetDraftStoreForTests(undefined);
  useSession.setState({ userInfo: null, tenantId: null });
});

describe('offline drafts of the phone grid cards', { timeout: 30_000 }, () => {
  it('a new row survives a reload: 恢复 brings it back, draftSaved() removes the draft', async () => {
    const first = renderCards();
    act(() => void first.ref.current!.addRows(1, { values: { name: '三号机组', qty: 4 } }));
    await waitFor(async () => {
      await flushDrafts();
      expect(await readDraft(draftKey({ userId: 'u1', tenantId: '1', ...DRAFT }))).not.toBeNull();
    });
    first.unmount();

    const other = renderCards('u2');
    await act(() => new Promise((r) => setTimeout(r, 150)));
    expect(screen.queryByText(OFFER)).not.toBeInTheDocument();
    other.unmount();

    const { ref } = renderCards();
    await screen.findByText(OFFER);
    expect(screen.getByText('共 2 条')).toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: '恢复' }).click());
    expect(screen.getByText('共 3 条')).toBeInTheDocument();
    expect(ref.current!.getValuesSync().map((r) => r.name)).toEqual(['一号机组', '二号机组', '三号机组']);

    act(() => ref.current!.draftSaved?.());
    await waitFor(async () =>
      expect(await readDraft(draftKey({ userId: 'u1', tenantId: '1', ...DRAFT }))).toBeNull(),
    );
  });
});
