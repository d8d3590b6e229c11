import { describe, expect, it } from 'vitest';
import chinaAreaData from 'china-area-data/data.json';
import {
  areaChildren,
  areaLabels,
  areaNameOf,
  areaPathOf,
  areaText,
  buildAreaOptions,
  validAreaPath,
  type AreaData,
} from '../../../../../src/shared/domain/widgets/area/area-tree';
import { BAD_TYPE_MESSAGE, checkAreaType } from '../../../../../src/shared/domain/widgets/area/area-type';

const data: AreaData = chinaAreaData;

describe('area tree (china-area-data, root 86)', () => {
  it('builds three levels from the root', () => {
    const options = buildAreaOptions(data);
    expect(options).toHaveLength(Object.keys(data['86'] ?? {}).length);
    const beijing = options.find((o) => o.value === '110000');
    expect(beijing?.label).toBe('北京市');
    const city = beijing?.children?.[0];
    expect(city).toMatchObject({ value: '110100', label: '市辖区' });
    const district = city?.children?.find((o) => o.value === '110101');
    expect(district).toEqual({ value: '110101', label: '东城区' });
    // Three levels at most: no district has children.
    const depth = (o: { children?: unknown[] }, d: number): number =>
      Math.max(d, ...((o.children ?? []) as { children?: unknown[] }[]).map((c) => depth(c, d + 1)));
    expect(Math.max(...options.map((o) => depth(o, 1)))).toBe(3);
  });

  it('stops at the requested level', () => {
    const options = buildAreaOptions(data, 2);
    expect(options[0]?.children?.[0]?.children).toBeUndefined();
  });

  it('looks up labels and text of a code list', () => {
    expect(areaLabels(data, ['110000', '110100', '110101'])).toEqual(['北京市', '市辖区', '东城区']);
    expect(areaText(data, ['440000', '440300', '440305'])).toBe('广东省/深圳市/南山区');
    expect(areaText(data, ['440000', '440300'], ' ')).toBe('广东省 深圳市');
    expect(areaText(data, [])).toBe('');
  });

  it('cuts a value where it stops matching the table', () => {
    expect(validAreaPath(data, ['110000', '440300', '440305'])).toEqual(['110000']);
    expect(validAreaPath(data, ['999999'])).toEqual([]);
    expect(validAreaPath(data, null)).toEqual([]);
    expect(areaLabels(data, ['440000', 'x'])).toEqual(['广东省']);
  });

  it('finds the path and name of a single code', () => {
    expect(areaPathOf(data, '440305')).toEqual(['440000', '440300', '440305']);
    expect(areaPathOf(data, '440000')).toEqual(['440000']);
    expect(areaPathOf(data, '000001')).toEqual([]);
    expect(areaNameOf(data, '440300')).toBe('深圳市');
    expect(areaNameOf(data, 'nope')).toBe('');
    expect(areaChildren(data, null).length).toBeGreaterThan(30);
    expect(areaChildren(data, '440300').map((o) => o.label)).toContain('南山区');
  });

  it('works on any table of the same shape', () => {
    const tiny: AreaData = { '86': { '1': 'A' }, '1': { '2': 'B' }, '2': { '3': 'C' } };
    expect(buildAreaOptions(tiny)).toEqual([
      {
        value: '1',
        label: 'A',
        children: [{ value: '2', label: 'B', children: [{ value: '3', label: 'C' }] }],
      },
    ]);
    expect(areaPathOf(tiny, '3')).toEqual(['1', '2', '3']);
  });
});

describe('area picker type', () => {
  it("accepts cascader and select, anything else is 'Bad type value'", () => {
    expect(checkAreaType('cascader')).toBeUndefined();
    expect(checkAreaType('select')).toBeUndefined();
    expect(checkAreaType('tree')).toBe(BAD_TYPE_MESSAGE);
    expect(checkAreaType(undefined)).toBe('Bad type value');
  });
});
