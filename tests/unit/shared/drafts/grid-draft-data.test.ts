import { describe, expect, it } from 'vitest';
import type { GridColumn } from '../../../../src/shared/domain/grid/column';
import { GridStore } from '../../../../src/shared/domain/grid/store';
import { sameDraftData, snapshotDraft } from '../../../../src/shared/drafts/draft-data';
import { applyGridDraft, gridDraftOf } from '../../../../src/shared/drafts/grid-draft-data';

const columns: GridColumn[] = [
  { key: 'name', title: '名称', type: 'input' },
  { key: 'qty', title: '数量', type: 'inputNumber' },
];
const loaded = [
  { id: 'a', name: '甲', qty: 1 },
  { id: 'b', name: '乙', qty: 2 },
  { id: 'c', name: '丙', qty: 3 },
];

function freshStore(): GridStore {
  const store = new GridStore({ columns });
  store.load(loaded);
  return store;
}

describe('grid drafts', () => {
  it('capture edits, new rows and deletions, and replay them on the loaded rows', () => {
    const edited = freshStore();
    edited.setValue('a', 'name', '甲改');
    edited.removeRows('b');
    const [added] = edited.addRows(1, { values: { name: '新行', qty: 9 } });
    edited.moveRow(edited.indexOf(added!), 0);

    // Through the draft's JSON snapshot, as it is stored.
    const stored = snapshotDraft(gridDraftOf(edited))!.data;
    const restored = freshStore();
    expect(applyGridDraft(restored, stored)).toBe(true);

    const values = restored.getValuesSync().map(({ name, qty }) => ({ name, qty }));
    expect(values).toEqual([
      { name: '新行', qty: 9 },
      { name: '甲改', qty: 1 },
      { name: '丙', qty: 3 },
    ]);
    expect(restored.getDeleteIds()).toEqual(['b']);
    expect(restored.isNewRow(restored.idAt(0)!)).toBe(true);
    expect(restored.isNewRow('a')).toBe(false);
  });

  it('an untouched grid equals its loaded rows', () => {
    expect(sameDraftData(snapshotDraft(gridDraftOf(freshStore()))!.data, gridDraftOf(freshStore()))).toBe(
      true,
    );
    const edited = freshStore();
    edited.setValue('c', 'qty', 30);
    expect(sameDraftData(gridDraftOf(edited), gridDraftOf(freshStore()))).toBe(false);
  });

  it('skips rows the grid no longer has and refuses a malformed draft', () => {
    const store = freshStore();
    expect(
      applyGridDraft(store, {
        rows: [
          { id: 'gone', name: 'x' },
          { id: 'a', name: '甲2' },
        ],
        newIds: [],
        deleteIds: ['zz'],
      }),
    ).toBe(true);
    expect(store.getValuesSync().map((r) => r.name)).toEqual(['甲2', '乙', '丙']);
    expect(store.getDeleteIds()).toEqual([]);
    expect(applyGridDraft(store, { rows: 'no' })).toBe(false);
    expect(applyGridDraft(store, null)).toBe(false);
  });
});
