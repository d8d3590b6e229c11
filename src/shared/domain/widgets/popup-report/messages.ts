// Every text of the online report popup (spec 001 §4, §5, §8) and its constants (§7, §9).

export const POPUP_MESSAGES = {
  selectOne: '请选择一条记录',
  initFailedTitle: '出错了',
  initFailed: 'Popup初始化失败，请检查你的配置或稍后重试！',
  configInvalid: 'popup参数未正确配置!',
  configCount: 'popup参数未正确配置,原始值和目标值数量不一致!',
} as const;

export const POPUP_TEXTS = {
  search: '查询',
  reset: '重置',
  expand: '展开',
  collapse: '收起',
  ok: '确定',
  cancel: '取消',
  placeholder: '请选择',
  begin: '开始',
  end: '结束',
  empty: '没有查询到任何数据',
} as const;

/** Spec 001 §9: popup report dialog width. */
export const POPUP_MODAL_WIDTH = 1200;
/** Spec 001 §7: popup data is cached this long by default. */
export const POPUP_CACHE_MS = 30_000;
export const POPUP_PAGE_SIZE = 10;
export const POPUP_PAGE_SIZE_OPTIONS = ['10', '20', '30'] as const;
