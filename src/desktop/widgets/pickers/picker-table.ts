import type { TableProps } from 'antd';
import { paginationTotalText } from '../../../shared/domain/grid/constants';
import { PICKER_PAGE_SIZE_OPTIONS } from '../../../shared/domain/widgets/pickers/picker-config';
import type { PickerRecord } from '../../../shared/domain/widgets/pickers/selection';
import type { PickerListState } from '../../../shared/hooks/pickers/use-picker-lists';
import type { PickerSelectionController } from '../../../shared/hooks/pickers/use-picker-selection';

/**
 * The table props every desktop picker shares: row key = store field, radio/checkbox selection
 * over the selection model (a row click toggles too), paging 10/20/30 with 'a-b 共 n 条'.
 */
export function pickerTableProps<T extends PickerRecord>(
  list: PickerListState<T>,
  sel: PickerSelectionController<T>,
  mode: 'single' | 'multi',
  storeField: string,
): Pick<TableProps<T>, 'rowKey' | 'dataSource' | 'loading' | 'rowSelection' | 'onRow' | 'pagination'> {
  return {
    rowKey: (r) => String(r[storeField] ?? r.id),
    dataSource: list.records,
    loading: list.loading,
    rowSelection: {
      type: mode === 'single' ? 'radio' : 'checkbox',
      selectedRowKeys: [...sel.selection.keys],
      preserveSelectedRowKeys: true,
      onSelect: (record, selected) => sel.toggle(record, selected),
      onSelectAll: (selected, _rows, changed) => sel.togglePage(changed, selected),
    },
    onRow: (record) => ({ onClick: () => sel.toggle(record), style: { cursor: 'pointer' } }),
    pagination: {
      current: list.pageNo,
      pageSize: list.pageSize,
      total: list.total,
      pageSizeOptions: [...PICKER_PAGE_SIZE_OPTIONS],
      showQuickJumper: true,
      showSizeChanger: true,
      showTotal: (total, range) => paginationTotalText(total, range),
    },
  };
}
