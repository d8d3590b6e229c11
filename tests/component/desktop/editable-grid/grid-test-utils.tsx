import { createRef } from 'react';
import { screen, within } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import type { GridColumn } from '../../../../src/shared/domain/grid/column';
import { EditableGrid } from '../../../../src/desktop/widgets/editable-grid/editable-grid';
import type { EditableGridProps, EditableGridRef } from '../../../../src/desktop/widgets/editable-grid/types';
import { useSession } from '../../../../src/shared/session/session-store';
import { renderDesktop } from '../desktop-test-utils';
import { installPointerEvent } from '../../mobile/support/pointer-event';

/** Shared set-up of the editable grid tests: three rows, a required, a unique+pattern and a sum column. */
installPointerEvent();

export const columns: GridColumn[] = [
  {
    key: 'name',
    title: '名称',
    type: 'input',
    validateRules: [{ required: true, message: '请输入${title}' }],
  },
  {
    key: 'code',
    title: '编码',
    type: 'input',
    validateRules: [
      { required: true },
      { unique: true, message: '${title}不能重复' },
      { pattern: 's', message: '${title}只能是字母' },
    ],
  },
  { key: 'qty', title: '数量', type: 'inputNumber', statistics: 'sum' },
];

export const rows = [
  { id: 'r1', name: '甲', code: 'AA', qty: 2, orderNum: 1 },
  { id: 'r2', name: '乙', code: 'BB', qty: 3, orderNum: 2 },
  { id: 'r3', name: '丙', code: 'CC', qty: 5, orderNum: 3 },
];

export function renderGrid(props: Partial<EditableGridProps> = {}) {
  const ref = createRef<EditableGridRef>();
  const view = renderDesktop(<EditableGrid ref={ref} columns={columns} dataSource={rows} {...props} />);
  return { ref, ...view };
}

export function grid() {
  return screen.getByRole('grid', { name: '可编辑表格' });
}

export function cellOf(rowNumber: number, key: string): HTMLElement {
  const row = within(grid())
    .getAllByRole('row')
    .find((r) => r.getAttribute('aria-rowindex') === String(rowNumber + 1));
  if (!row) throw new Error(`row ${rowNumber} not rendered`);
  const cell = row.querySelector<HTMLElement>(`[role="gridcell"][data-key="${key}"]`);
  if (!cell) throw new Error(`cell ${key} not rendered`);
  return cell;
}

afterEach(() => {
  useSession.setState({ permissions: null });
  vi.restoreAllMocks();
});
