import { describe, expect, it } from 'vitest';
import {
  DEMO_SECTION_TITLES,
  withDemoComponents,
} from '../../../../src/shared/domain/examples/demo-sections';
import { collectGridDemo } from '../../../../src/shared/domain/examples/grid-demo';
import type { GridValuesResult } from '../../../../src/shared/domain/grid/store';

describe('组件示例 sections', () => {
  it('keeps the tab order and titles and attaches each shell component by key', () => {
    const sections = withDemoComponents({
      grid: 'G',
      subtable: 'ST',
      cron: 'C',
      inputs: 'I',
      dict: 'D',
      pickers: 'P',
      checks: 'K',
      upload: 'U',
      'depart-popup': 'DP',
      editors: 'E',
      excel: 'X',
    });
    expect(sections.map((s) => s.key)).toEqual(DEMO_SECTION_TITLES.map((s) => s.key));
    expect(sections[0]).toEqual({ key: 'grid', title: '可编辑表格', Component: 'G' });
    expect(sections.at(-1)).toEqual({ key: 'excel', title: 'Excel导入导出', Component: 'X' });
    expect(new Set(sections.map((s) => s.key)).size).toBe(sections.length);
  });
});

describe('collectGridDemo', () => {
  it('validates and describes the errors, rows and deleted rows', async () => {
    const calls: unknown[] = [];
    const result: GridValuesResult = {
      error: 2,
      values: [{ id: 'a' }, { id: 'b' }, { id: 'c' }],
      deleteIds: ['x'],
    };
    const grid = {
      getValues: (options?: unknown) => {
        calls.push(options);
        return Promise.resolve(result);
      },
    };
    await expect(collectGridDemo(grid)).resolves.toBe('错误 2 个，共 3 行，已删除 1 行');
    expect(calls).toEqual([{ validate: true }]);
  });

  it('gives null while the grid is not mounted', async () => {
    await expect(collectGridDemo(null)).resolves.toBeNull();
    await expect(collectGridDemo(undefined)).resolves.toBeNull();
  });
});
