// Wire shapes of /online/cgreport/api/* (CONTRACT §9), shared by the server and both shells.
import type { DictItem } from '../../contract/dict';

/** One column of getRpColumns (only shown items, in order). */
export interface RpColumn {
  title: string;
  dataIndex: string;
  fieldType: string;
  align: 'center';
  /** "true" when the report lets the user sort by it. */
  sorter: 'true' | 'false';
  isTotal: string;
  groupTitle: string | null;
  /** Present when the item has a dictionary: the key of dictOptions that translates it. */
  customRender?: string;
}

/** `GET getRpColumns/{code}` result. */
export interface RpColumnsResult {
  cgRpConfigId: string;
  cgRpConfigName: string;
  columns: RpColumn[];
  /** Dictionary items keyed by field name. */
  dictOptions: Record<string, DictItem[]>;
  fieldHrefSlots: Array<{ slotName: string; href: string }>;
  isGroupTitle: boolean;
}

/** One searchable item of `GET getQueryInfo/{id}`. */
export interface QueryInfoItem {
  field: string;
  label: string;
  /** 'list' for a dictionary, else the field type lower-cased (string, integer, date, datetime …). */
  view: string;
  /** 'single' = one value, 'group' = a `_begin`/`_end` range. */
  mode: 'single' | 'group';
  /** '1' from the third item on: collapsed behind the 展开 toggle. */
  hidden?: '1';
  dictCode?: string;
}

/** `GET getData/{id}` result (the list page shape; the popup reads records and total). */
export interface RpDataResult<R = Record<string, unknown>> {
  records: R[];
  total: number;
}

export const REPORT_MESSAGES = {
  notFound: '实体不存在',
  queryFailed: '查询失败',
  unknownParam: (name: string) => `报表参数不存在：${name.length > 64 ? `${name.slice(0, 64)}…` : name}`,
} as const;

/** The prefix of report parameters in getData (JPopup's dynamic params). */
export const SELF_PARAM_PREFIX = 'self_';
