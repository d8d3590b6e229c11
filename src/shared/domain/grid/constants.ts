/** Business constants of the editable grid (spec 001 §5, §9). */
export const GRID_DEFAULTS = {
  rowHeight: 61,
  maxHeight: 400,
  /** Rows rendered at most by the virtual body with the default height (7 visible + 1 above + 1 below). */
  maxRenderedLines: 9,
  addRowNum: 1,
  addIndex: 0,
  rowKey: 'id',
  size: 'medium',
  dragSortKey: 'orderNum',
  /** One insert per this many milliseconds (toolbar and drag-handle inserts). */
  insertThrottleMs: 1500,
  blurValidateDelayMs: 100,
  scrollStateDebounceMs: 100,
  /** A handler that never calls back fails after this long instead of blocking getValues forever. */
  handlerTimeoutMs: 10_000,
} as const;

export const GRID_WIDTHS = {
  /** Share of the grid's width split among the visible data columns. */
  splitShare: 0.92,
  /** Used when a split share would be narrower (and when the grid's width is unknown). */
  fallback: 120,
  rowNumber: 60,
  selection: 40,
  selectionWithStatistics: 60,
  dragSort: 40,
} as const;

/** Type defaults and minimums in pixels (spec 001 §9). */
export const GRID_TYPE_WIDTHS: Readonly<Record<string, { width?: number; min?: number }>> = {
  datetime: { width: 200, min: 190 },
  sel_user: { width: 220, min: 190 },
  sel_depart: { width: 160, min: 190 },
  date: { min: 135 },
};

export const GRID_DATE_FORMATS = {
  date: 'YYYY-MM-DD',
  datetime: 'YYYY-MM-DD HH:mm:ss',
  time: 'HH:mm:ss',
} as const;

/** Spec 001 §9: popup text input (input_pop) size. */
export const INPUT_POP_SIZE = { width: 300, height: 210 } as const;

/** Spec 001 §9: default pagination. */
export const GRID_PAGINATION = {
  pageSize: 10,
  pageSizeOptions: ['10', '20', '30'],
} as const;

/** 'a-b 共 n 条' (spec 001 §9). */
export function paginationTotalText(total: number, range: readonly [number, number]): string {
  return `${range[0]}-${range[1]} 共 ${total} 条`;
}
