import { describe, expect, it } from 'vitest';
import { invoiceSchema } from '../../../src/shared/domain/resources/invoice';
import { settlementTaskSchema } from '../../../src/shared/domain/resources/settlement-task';
import { findField } from '../../../src/shared/domain/resources/types';
import {
  activeFilterValues,
  filterChipText,
  isEmptyFilterValue,
  keywordFieldOf,
  plantIdsMatching,
  rangeOrderError,
  withoutFilter,
} from '../../../src/shared/hooks/list-page/filter-values';
import { searchFieldsOf, toQueryParam } from '../../../src/shared/hooks/list-page/search-params';

const field = (key: string) => findField(settlementTaskSchema, key)!;
const PLANTS = [
  { value: 'p1', label: '华能某某电厂' },
  { value: 'p2', label: '大唐二号电厂' },
];

describe('phone filter values ↔ list query', () => {
  it('a picked plant goes out as its id, a month range as _begin/_end, a status as is', () => {
    expect(
      toQueryParam(settlementTaskSchema, {
        plantId: 'p2',
        settleMonth: ['2026-01', '2026-03'],
        status: 'disputed',
      }),
    ).toEqual({
      plantId: 'p2',
      settleMonth_begin: '2026-01',
      settleMonth_end: '2026-03',
      status: 'disputed',
    });
    // The search bar's several matching plants: one IN list.
    expect(toQueryParam(settlementTaskSchema, { plantId: ['p1', 'p2'] })).toEqual({ plantId: 'p1,p2' });
  });

  it('removing a chip drops exactly its params', () => {
    const values = { plantId: 'p2', status: 'pending', settleMonth: ['2026-05', '2026-05'] };
    expect(toQueryParam(settlementTaskSchema, withoutFilter(values, 'status'))).toEqual({
      plantId: 'p2',
      settleMonth_begin: '2026-05',
      settleMonth_end: '2026-05',
    });
    expect(withoutFilter(values, 'nope')).toEqual(values);
  });

  it('knows which values filter nothing', () => {
    for (const v of [undefined, null, '', '  ', [], [undefined, ''], ['', null]])
      expect(isEmptyFilterValue(v), JSON.stringify(v)).toBe(true);
    for (const v of ['x', ['2026-01', undefined], 0]) expect(isEmptyFilterValue(v)).toBe(false);
    expect(activeFilterValues({ a: '', b: 'x', c: [undefined, undefined] })).toEqual({ b: 'x' });
  });

  it('chip texts name the field and what was chosen', () => {
    const nameOf = (id: string) => PLANTS.find((p) => p.value === id)?.label ?? id;
    expect(filterChipText(field('plantId'), 'p1', nameOf)).toBe('电厂：华能某某电厂');
    expect(filterChipText(field('plantId'), ['p1', 'p2'], nameOf)).toBe('电厂：华能某某电厂、大唐二号电厂');
    expect(filterChipText(field('plantId'), 'gone', nameOf)).toBe('电厂：gone');
    expect(filterChipText(field('settleMonth'), ['2026-01', '2026-03'])).toBe('结算月份：2026-01 至 2026-03');
    expect(filterChipText(field('settleMonth'), ['2026-05', '2026-05'])).toBe('结算月份：2026-05');
    expect(filterChipText(field('settleMonth'), ['2026-05', undefined])).toBe('结算月份：2026-05 起');
    expect(filterChipText(field('deadline'), [undefined, '2026-12-31'])).toBe('截止日期：至 2026-12-31');
    expect(filterChipText(field('status'), '')).toBeNull();
  });

  it('the search bar: a like field, else a typed text field, never a picked plant', () => {
    expect(keywordFieldOf(searchFieldsOf(settlementTaskSchema))).toBeUndefined();
    expect(keywordFieldOf(searchFieldsOf(invoiceSchema))?.key).toBe('invoiceNumber');
    expect(plantIdsMatching(PLANTS, ' 大唐 ')).toEqual(['p2']);
    expect(plantIdsMatching(PLANTS, '电厂')).toEqual(['p1', 'p2']);
    expect(plantIdsMatching(PLANTS, '国电')).toEqual([]);
    expect(plantIdsMatching(PLANTS, '')).toEqual([]);
  });

  it('a range whose start is after its end gets a Chinese message', () => {
    expect(rangeOrderError(field('settleMonth'), ['2026-05', '2026-03'])).toBe('结算月份的开始不能晚于结束');
    expect(rangeOrderError(field('settleMonth'), ['2026-03', '2026-05'])).toBeUndefined();
    expect(rangeOrderError(field('settleMonth'), ['2026-05', undefined])).toBeUndefined();
    expect(rangeOrderError(field('status'), 'x')).toBeUndefined();
    const amount = { key: 'amount', title: '金额', kind: 'number' as const, search: 'range' as const };
    expect(rangeOrderError(amount, ['100', '20'])).toBe('金额的起始值不能大于结束值');
    expect(rangeOrderError(amount, ['20', '100'])).toBeUndefined();
  });
});
