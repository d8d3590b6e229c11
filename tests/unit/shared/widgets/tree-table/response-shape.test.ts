import { describe, expect, it } from 'vitest';
import { listOfResult } from '../../../../../src/shared/domain/widgets/tree-table/response-shape';

const rows = [{ id: '1' }, { id: '2' }];

describe('listOfResult', () => {
  it('accepts an array, a Page {records} and {list}', () => {
    expect(listOfResult(rows)).toEqual({ ok: true, rows });
    expect(listOfResult({ records: rows, total: 2 })).toEqual({ ok: true, rows });
    expect(listOfResult({ list: rows })).toEqual({ ok: true, rows });
    expect(listOfResult([])).toEqual({ ok: true, rows: [] });
  });

  it('answers 返回数据类型不识别 for anything else', () => {
    for (const bad of [null, undefined, 'x', 3, { rows }, { records: 'x' }, [1, 2], [null], [[]]]) {
      expect(listOfResult(bad)).toEqual({ ok: false, message: '返回数据类型不识别' });
    }
  });
});
