/**
 * Texts and constants of the dictionary-family selects (spec 001 §2, §5, §9; 002 §7, §9).
 * User-visible texts are the spec's exactly.
 */
export { DICT_CODE_EMPTY } from '../../validation/messages';

export const DICT_SELECT_TEXTS = {
  /** First option of a select, and the default placeholder. */
  choose: '请选择',
  empty: '没有查询到任何数据',
  searchHint: '请输入搜索内容',
  loading: '加载中…',
} as const;

/** A table dictionary code without `table,text,code` (CONTRACT.md §4.2 wording). */
export const DICT_CODE_FORMAT = '字典Code格式不正确！';

export const TREE_CONDITION_ERROR = '组件JTreeSelect-condition传值有误，需要一个json字符串!';

/** Dropdown max height in px (spec 001 §9). */
export const DICT_DROPDOWN_MAX_HEIGHT = 400;
/** Async search defaults (spec 002 §7/§9: 800 ms; some widgets use 300 ms, so it is a prop). */
export const DICT_SEARCH_DEBOUNCE_MS = 800;
export const DICT_SEARCH_PAGE_SIZE = 10;
/** Multi-select separator (spec 001 §9). */
export const DICT_MULTI_SEPARATOR = ',';
