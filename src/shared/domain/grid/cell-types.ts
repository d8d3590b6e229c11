/**
 * The editable grid's cell types (spec 001 §3), exactly the spec's 22 names, and the rules for
 * installing extra cell renderers.
 */
export const GRID_CELL_TYPES = [
  'normal',
  'input',
  'inputNumber',
  'checkbox',
  'checkbox_meta',
  'select',
  'list_multi',
  'sel_search',
  'sel_search_async',
  'sel_depart',
  'sel_user',
  'date',
  'datetime',
  'time',
  'input_pop',
  'upload',
  'file',
  'image',
  'popup',
  'radio',
  'slot',
  'hidden',
] as const;

export type GridCellType = (typeof GRID_CELL_TYPES)[number];

const CELL_TYPE_SET: ReadonlySet<string> = new Set(GRID_CELL_TYPES);

export function isGridCellType(name: unknown): name is GridCellType {
  return typeof name === 'string' && CELL_TYPE_SET.has(name);
}

/**
 * Types whose real widget is a picker or an upload (spec 001 §2, §4). Until a picker is plugged in
 * through the renderer map they edit the raw stored value in a plain input.
 */
export const PLUGGABLE_CELL_TYPES: readonly GridCellType[] = [
  'sel_search_async',
  'sel_depart',
  'sel_user',
  'upload',
  'file',
  'image',
  'popup',
];

export function isPluggableCellType(type: GridCellType): boolean {
  return PLUGGABLE_CELL_TYPES.includes(type);
}

/** Types that hold several choices; their stored value is the choices joined by the separator. */
export const MULTI_VALUE_CELL_TYPES: readonly GridCellType[] = ['list_multi', 'checkbox_meta'];

/** Spec 001 §9: the multi-select separator. */
export const MULTI_SEPARATOR = ',';

/** Types whose options come from `options` and/or `dictCode`. */
export const OPTION_CELL_TYPES: readonly GridCellType[] = [
  'select',
  'list_multi',
  'sel_search',
  'radio',
  'checkbox_meta',
];

/**
 * Names of the grid's own structural columns. Installing a cell renderer under one of them would
 * replace the row number, selection or drag handle, so it is refused (spec 001 §5 "Installing a
 * cell type with a reserved name throws an error").
 */
export const RESERVED_CELL_TYPE_NAMES: readonly string[] = [
  'rowNumber',
  'rowCheckbox',
  'rowRadio',
  'rowExpand',
  'rowDragSort',
];

export class ReservedCellTypeError extends Error {
  constructor(readonly typeName: string) {
    super(`不能使用"${typeName}"作为单元格类型，因为这是保留的关键字。`);
    this.name = 'ReservedCellTypeError';
  }
}

/** Throws ReservedCellTypeError for a reserved name; any other name may be installed (and overrides a built-in). */
export function assertInstallableCellType(name: string): void {
  if (!name || RESERVED_CELL_TYPE_NAMES.includes(name)) throw new ReservedCellTypeError(name);
}
