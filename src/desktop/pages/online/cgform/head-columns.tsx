import { Select, Tag } from 'antd';
import { CGFORM_DESIGN_URLS, type CgformHeadRecord } from '../../../../shared/api/online/cgform-design-api';
import { PERM } from '../../../../shared/domain/permission/codes';
import { SYNC_STATUS_LABELS, TABLE_TYPE_LABELS, TABLE_TYPE_OPTIONS } from './design-labels';

// A code nobody holds: the designer has no batch delete (null would mean unrestricted).
const NONE = 'online-cgform-no-batch';

export const HEAD_CODES = {
  add: PERM.onlineForm.add,
  edit: PERM.onlineForm.edit,
  delete: PERM.onlineForm.delete,
  deleteBatch: NONE,
  import: NONE,
  export: NONE,
};

export const HEAD_URLS = {
  list: CGFORM_DESIGN_URLS.list,
  add: CGFORM_DESIGN_URLS.addAll,
  edit: CGFORM_DESIGN_URLS.editAll,
  delete: CGFORM_DESIGN_URLS.delete,
};

/** 表类型 as 单表/主表/附表 (with 树 for tree forms), 同步状态 as a tag. */
export const HEAD_COLUMN_RENDER = {
  tableType: (v: unknown, r: CgformHeadRecord) =>
    `${TABLE_TYPE_LABELS[Number(v)] ?? String(v ?? '')}${r.isTree === 'Y' ? '（树）' : ''}`,
  isDbSynch: (v: unknown) => (
    <Tag color={v === 'Y' ? 'green' : 'orange'}>{SYNC_STATUS_LABELS[String(v)] ?? SYNC_STATUS_LABELS.N}</Tag>
  ),
};

export const HEAD_SEARCH_FIELDS = {
  tableType: () => (
    <Select aria-label="表类型" allowClear placeholder="请选择表类型" options={TABLE_TYPE_OPTIONS} />
  ),
};

export const HEAD_HIDDEN_ACTIONS: ('detail' | 'delete')[] = ['detail', 'delete'];
