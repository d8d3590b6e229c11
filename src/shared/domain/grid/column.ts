import type { GridCellType } from './cell-types';

/** One row's values keyed by column key; the row id sits under the grid's row key (default `id`). */
export type GridRowValues = Record<string, unknown>;

/** When a cell is validated (the handler receives it, like the original's `type` argument). */
export type GridValidateTrigger = 'input' | 'blur' | 'change' | 'getValues';

export interface GridRuleHandlerContext {
  trigger: GridValidateTrigger;
  value: unknown;
  /** The whole row as it will be saved (row key already cleaned of the temporary prefix). */
  row: Readonly<GridRowValues>;
  column: GridColumn;
}

/**
 * Reports the outcome once: `callback(true | null | undefined)` passes, `callback(false)` fails;
 * a string message replaces the rule's message. Later calls are ignored. It may answer at once or
 * later (a server check); a throw counts as a failure.
 */
export type GridRuleCallback = (passed?: boolean | null, message?: string) => void;
export type GridRuleHandler = (context: GridRuleHandlerContext, callback: GridRuleCallback) => void;

/**
 * One validation rule (spec 001 §5, 002 §5). A rule may combine checks; they run in the order
 * required, unique, pattern, handler and the first failure wins. `message` may use `${title}`,
 * `${key}` and `${defaultValue}`.
 */
export interface GridValidateRule {
  required?: boolean;
  unique?: boolean;
  /** A catalogue name (`n6-16`, `m`, `money`, …, `only` = unique) or a regular expression. */
  pattern?: string | RegExp;
  handler?: GridRuleHandler;
  message?: string;
}

export type GridStatisticsKind = 'sum' | 'average';

/** An option as callers give it: `text`, `title` or `label` is the shown text. */
export interface GridOptionInput {
  value: string | number | boolean;
  text?: string;
  title?: string;
  label?: string;
  disabled?: boolean;
}

/** An option as the grid uses it. */
export interface GridOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** `fieldExtendJson` (spec 001 §3): a JSON string or object carrying picker settings. */
export interface GridFieldExtend {
  store?: string;
  text?: string;
  multiSelect?: boolean;
  uploadnum?: number;
}

/** The grid column definition: every field of spec 001 §3. */
export interface GridColumn {
  key: string;
  title: string;
  type: GridCellType;
  /** Pixels (number or `'120px'`) or a percentage string of the grid's width. */
  width?: number | string;
  /** May use `${title}`, `${key}` and `${defaultValue}`. */
  placeholder?: string;
  defaultValue?: unknown;
  options?: GridOptionInput[];
  dictCode?: string;
  validateRules?: GridValidateRule[];
  disabled?: boolean;
  /** Extra props handed to the cell's input component (string values get the placeholders replaced). */
  props?: Readonly<Record<string, unknown>>;
  /** Checkbox stored values: [checked, unchecked]. */
  customValue?: readonly [unknown, unknown];
  defaultChecked?: boolean;
  statistics?: GridStatisticsKind | readonly GridStatisticsKind[];
  /**
   * Number columns: the fraction digits of the figures (e.g. 3 for kWh, 2 for money). The
   * statistics row sums exactly at this scale and shows that many decimals, like the lines.
   */
  precision?: number;
  /** Opt in to JeecgBoot's statistics: each cell's integer part (parseInt) is summed. */
  statisticsInteger?: boolean;
  /** A number column that is a sort order: new rows get the column's maximum + 1. */
  isOrder?: boolean;
  allowDownload?: boolean;
  allowRemove?: boolean;
  /** Select cells: typed text that matches no option is kept as a value. */
  allowInput?: boolean;
  /** Select cells: options are filtered by the typed text. */
  allowSearch?: boolean;
  /** Upload cells: send the access token header. */
  token?: boolean;
  /** Upload cells: the upload URL (default `/sys/common/upload`). */
  action?: string;
  /** Upload cells: extra multipart fields. */
  data?: Readonly<Record<string, unknown>>;
  /** Upload cells: the reply field holding the stored path. */
  responseName?: string;
  fieldExtendJson?: string | GridFieldExtend;
  multi?: boolean;
  popupCode?: string;
  field?: string;
  orgFields?: string;
  destFields?: string;
  param?: string | Readonly<Record<string, unknown>>;
  /** Popup report sorter, `column=asc|desc`. */
  sorter?: string;
  /** Async search dictionary (`table,text,code`). */
  dict?: string;
  /** Upload cells: how many files (0 = no limit). */
  number?: number;
  /** Slot cells: the name of the slot renderer. */
  slot?: string;
  linkageKey?: string;
  btnText?: string;
}

/** Options normalised to `{ value, label }` (value as string: the grid stores strings for choices). */
export function normaliseOptions(options: readonly GridOptionInput[] | undefined): GridOption[] {
  if (!options) return [];
  const result: GridOption[] = [];
  for (const o of options) {
    if (o === null || typeof o !== 'object') continue;
    const label = o.text ?? o.title ?? o.label ?? String(o.value);
    result.push(
      o.disabled ? { value: String(o.value), label, disabled: true } : { value: String(o.value), label },
    );
  }
  return result;
}

/** Static options first, then dictionary items whose value is not already there (the original's merge). */
export function mergeOptions(
  staticOptions: readonly GridOption[],
  dictOptions: readonly GridOption[],
): GridOption[] {
  if (dictOptions.length === 0) return [...staticOptions];
  const seen = new Set(staticOptions.map((o) => o.value));
  return [...staticOptions, ...dictOptions.filter((o) => !seen.has(o.value))];
}

/** Replaces `${title}`, `${key}` and `${defaultValue}` in a placeholder, message or prop. */
export function replaceColumnProps(
  column: Pick<GridColumn, 'title' | 'key' | 'defaultValue'>,
  text: string,
): string {
  if (!text.includes('${')) return text;
  const defaultValue =
    column.defaultValue === undefined || column.defaultValue === null ? '' : String(column.defaultValue);
  return text
    .replace(/\$\{title\}/g, column.title)
    .replace(/\$\{key\}/g, column.key)
    .replace(/\$\{defaultValue\}/g, defaultValue);
}

export function statisticsKinds(column: Pick<GridColumn, 'statistics'>): GridStatisticsKind[] {
  const s = column.statistics;
  if (!s) return [];
  const list = typeof s === 'string' ? [s] : [...s];
  return list.filter((k): k is GridStatisticsKind => k === 'sum' || k === 'average');
}

/** `fieldExtendJson` as an object; a malformed string gives `{}` (the setting is then simply absent). */
export function readFieldExtend(column: Pick<GridColumn, 'fieldExtendJson'>): GridFieldExtend {
  const raw = column.fieldExtendJson;
  if (!raw) return {};
  if (typeof raw !== 'string') return raw;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as GridFieldExtend)
      : {};
  } catch {
    return {};
  }
}

/** Checkbox on/off values: the column's `customValue` or `[true, false]`. */
export function checkboxValues(column: Pick<GridColumn, 'customValue'>): readonly [unknown, unknown] {
  return column.customValue ?? [true, false];
}

/** Whether a stored checkbox value means checked (string comparison, as values arrive as strings from the server). */
export function isCheckboxOn(column: Pick<GridColumn, 'customValue'>, value: unknown): boolean {
  const [on] = checkboxValues(column);
  if (value === undefined || value === null) return false;
  return value === on || String(value) === String(on);
}
