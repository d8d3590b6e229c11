// Constants, columns and labels of the user, role and position pickers (spec 001 §2, §3, §9).
import type { PickerRecord } from './selection';

/** Dialog widths (spec 001 §9): the user select modal opened from a grid cell is wider. */
export const PICKER_WIDTH = 1200;
export const USER_PICKER_CELL_WIDTH = 1250;

/** Default paging (spec 001 §9). */
export const PICKER_PAGE_SIZE = 10;
export const PICKER_PAGE_SIZE_OPTIONS: readonly string[] = ['10', '20', '30'];

/** The field each picker stores by default (and the field its change event carries). */
export const DEFAULT_STORE_FIELD = { user: 'username', role: 'id', position: 'code' } as const;

export interface PickerColumn {
  key: string;
  title: string;
  /** Sortable on the server (allowlisted there too). */
  sortable?: boolean;
}

/**
 * User picker columns: who someone is and where they work, never how to reach them (the server
 * answers phone and birthday only to user administrators, docs/decisions.md "Scope grants").
 * Sex as its dictionary text (1 男, 2 女).
 */
export const USER_PICKER_COLUMNS: readonly PickerColumn[] = [
  { key: 'realname', title: '用户姓名', sortable: true },
  { key: 'username', title: '用户账号', sortable: true },
  { key: 'orgCodeTxt', title: '部门' },
  { key: 'post_dictText', title: '职务' },
  { key: 'sex_dictText', title: '性别', sortable: true },
];

export const ROLE_PICKER_COLUMNS: readonly PickerColumn[] = [
  { key: 'roleName', title: '角色名称' },
  { key: 'roleCode', title: '角色编码' },
];

export const POSITION_PICKER_COLUMNS: readonly PickerColumn[] = [
  { key: 'name', title: '职务名称' },
  { key: 'code', title: '职务编码' },
  { key: 'rank_dictText', title: '职级' },
];

export const PICKER_TEXTS = {
  userTitle: '选择用户',
  roleTitle: '选择角色',
  positionTitle: '选择职务',
  ok: '确定',
  cancel: '取消',
  search: '查询',
  reset: '重置',
  clear: '清空',
  username: '用户账号',
  sex: '性别',
  birthday: '生日',
  allDeparts: '全部部门',
  departTree: '部门',
  roleSearch: '角色名称',
  positionSearch: '职务名称',
  searchUser: '搜索用户账号',
  searchRole: '搜索角色名称',
  searchPosition: '搜索职务名称',
  selected: (n: number) => `已选 ${n} 项`,
  empty: '没有查询到任何数据',
  loading: '加载中…',
  loadMore: '加载更多',
  noMore: '没有更多了',
} as const;

const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

/** Sex as the spec shows it when the answer carries no dictionary text: 1 男, 2 女. */
export const SEX_TEXT: Readonly<Record<string, string>> = { '1': '男', '2': '女' };

/** A cell's text: `<key>_dictText` answers as given, sex falls back to 1 男 / 2 女. */
export function pickerCellText(record: PickerRecord, key: string): string {
  if (key === 'sex_dictText') return text(record.sex_dictText) || SEX_TEXT[text(record.sex)] || '';
  // Positions: the spec's rank_dictText; this server answers postRank (free text) instead.
  if (key === 'rank_dictText')
    return text(record.rank_dictText) || text(record.postRank_dictText) || text(record.postRank);
  return text(record[key]);
}

/** How a chosen record reads in the select box. */
export const userLabel = (u: PickerRecord): string => text(u.realname) || text(u.username);
export const roleLabel = (r: PickerRecord): string => text(r.roleName) || text(r.roleCode);
export const positionLabel = (p: PickerRecord): string => text(p.name) || text(p.code);

/** A record's one-line description on the phone list (label, then the other columns). */
export function pickerSubtitle(record: PickerRecord, columns: readonly PickerColumn[]): string {
  return columns
    .slice(1)
    .map((c) => pickerCellText(record, c.key))
    .filter((s) => s !== '')
    .join(' · ');
}
