import { formatDecimal, parseDecimal } from '../money/decimal';
import type { GridValidateRule } from '../grid/column';
import { isEmptyValue, type Validator } from '../validation/rules';
import { ENERGY_SCALE } from './settlement-task';

/**
 * 结算电量明细 (`biz_settlement_line`): a settlement task's per-meter energy lines, edited by the
 * plant and the grid while the task is 待确认 or 电厂有异议 (issue 11). The server validates a
 * save with these rules and messages; the grids use the same field rules for their cells.
 */

/** The task states in which the lines may be edited. */
export const LINE_EDITABLE_STATUSES = ['pending', 'disputed'] as const;
/** At most this many lines per task. */
export const MAX_LINES = 200;
export const METER_POINT_MAX = 50;
export const LINE_REMARK_MAX = 200;
/** numeric(18,3): 15 integer digits. */
const ENERGY_INT_DIGITS = 15;

export function isLineEditableStatus(status: unknown): boolean {
  return (LINE_EDITABLE_STATUSES as readonly unknown[]).includes(status);
}

/** Column titles of the sub-table (both shells). */
export const SETTLEMENT_LINE_TITLES = {
  meterPoint: '计量点',
  unitId: '机组',
  energyKwh: '上网电量(kWh)',
  remark: '备注',
  total: '明细合计',
} as const;

export const LINE_MESSAGES = {
  notEditable: '结算任务当前状态不能修改电量明细',
  meterPointRequired: '请填写计量点',
  meterPointTooLong: '计量点不能超过50个字',
  meterPointDuplicate: (other: number) => `计量点与第${other}行重复`,
  energyFormat: '上网电量须为不小于0的数，最多3位小数',
  remarkTooLong: '备注不能超过200个字',
  unitNotOfPlant: '机组不属于该电厂',
  tooMany: '电量明细最多200行',
  /** A field message placed on row `n` (1-based): `第N行：…`. */
  atRow: (n: number, message: string) => `第${n}行：${message}`,
  changedMeanwhile: (n: number) => `第${n}行已被他人修改，请重新加载或保留您的修改后再保存`,
  deletedMeanwhile: (n: number) => `第${n}行已被他人删除，请重新加载后再保存`,
  /** The unit delete paths refuse a unit the lines still name. */
  unitInUse: '机组已被结算电量明细引用，不能删除',
} as const;

const chars = (v: string): number => Array.from(v).length;
const textOf = (v: unknown): string =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';

/** 上网电量 as a scaled bigint (kWh × 1000), or null when not a non-negative number of ≤3 decimals. */
export function parseLineEnergy(value: unknown): bigint | null {
  if (isEmptyValue(value)) return null;
  const v = parseDecimal(value, ENERGY_SCALE, ENERGY_INT_DIGITS);
  return v !== null && v >= 0n ? v : null;
}

export const validateMeterPoint: Validator = (v) => {
  const text = textOf(v);
  if (text === '') return LINE_MESSAGES.meterPointRequired;
  return chars(text) > METER_POINT_MAX ? LINE_MESSAGES.meterPointTooLong : undefined;
};

/** Required: an empty energy is not a number ≥ 0 either. */
export const validateLineEnergy: Validator = (v) =>
  parseLineEnergy(v) === null ? LINE_MESSAGES.energyFormat : undefined;

export const validateLineRemark: Validator = (v) =>
  chars(textOf(v)) > LINE_REMARK_MAX ? LINE_MESSAGES.remarkTooLong : undefined;

/** A line as a save sends it (also the grid row's fields). */
export interface LineRowInput {
  meterPoint?: unknown;
  unitId?: unknown;
  energyKwh?: unknown;
  remark?: unknown;
}

/** A line's values in their stored form. */
export interface LineValues {
  meterPoint: string;
  unitId: string | null;
  /** Fixed scale: "1234.500". */
  energyKwh: string;
  remark: string | null;
}

/**
 * The field rules of one row (`index` is its 0-based position; the message names 第{index+1}行).
 * Uniqueness and the unit's plant need the other rows and the plant: see {@link linesError}.
 */
export function validateLineRow(row: LineRowInput, index: number): string | undefined {
  const problem =
    validateMeterPoint(row.meterPoint) ?? validateLineEnergy(row.energyKwh) ?? validateLineRemark(row.remark);
  return problem === undefined ? undefined : LINE_MESSAGES.atRow(index + 1, problem);
}

/** The stored form of a row that passed {@link validateLineRow}. */
export function lineValues(row: LineRowInput): LineValues {
  const energy = parseLineEnergy(row.energyKwh);
  if (energy === null) throw new Error('lineValues of an invalid row');
  const unit = textOf(row.unitId);
  const remark = textOf(row.remark);
  return {
    meterPoint: textOf(row.meterPoint),
    unitId: unit === '' ? null : unit,
    energyKwh: formatDecimal(energy, ENERGY_SCALE),
    remark: remark === '' ? null : remark,
  };
}

/**
 * Every rule over the rows in order (the first problem wins): the field rules, the unit being one
 * of the plant's (`unitIds`; omitted = not checked), and a meter point repeated from an earlier row.
 */
export function linesError(rows: readonly LineRowInput[], unitIds?: ReadonlySet<string>): string | undefined {
  if (rows.length > MAX_LINES) return LINE_MESSAGES.tooMany;
  const seen = new Map<string, number>();
  for (const [i, row] of rows.entries()) {
    const problem = validateLineRow(row, i);
    if (problem) return problem;
    const values = lineValues(row);
    if (unitIds && values.unitId !== null && !unitIds.has(values.unitId))
      return LINE_MESSAGES.atRow(i + 1, LINE_MESSAGES.unitNotOfPlant);
    const earlier = seen.get(values.meterPoint);
    if (earlier !== undefined) return LINE_MESSAGES.atRow(i + 1, LINE_MESSAGES.meterPointDuplicate(earlier));
    seen.set(values.meterPoint, i + 1);
  }
  return undefined;
}

/** 明细合计: the exact sum of the rows' valid energies, fixed scale ("0.000" when none). */
export function sumLineEnergy(values: readonly unknown[]): string {
  let total = 0n;
  for (const v of values) total += parseLineEnergy(v) ?? 0n;
  return formatDecimal(total, ENERGY_SCALE);
}

const handlerOf =
  (rule: Validator): GridValidateRule['handler'] =>
  ({ value }, callback) => {
    const problem = rule(value);
    callback(problem === undefined, problem);
  };

/**
 * The cells' rules for the grids (`validateRules` per column key): the same messages the server
 * answers, without the row number the grid shows next to the cell anyway. A repeated meter point
 * is the server's to name (it says which row it repeats).
 */
export const LINE_VALIDATE_RULES: Readonly<
  Record<'meterPoint' | 'energyKwh' | 'remark', GridValidateRule[]>
> = {
  meterPoint: [{ handler: handlerOf(validateMeterPoint) }],
  energyKwh: [{ handler: handlerOf(validateLineEnergy) }],
  remark: [{ handler: handlerOf(validateLineRemark) }],
};

/** One line on the wire: the list's records, the save's answer and a live `update`/`add` row. */
export interface SettlementLineJson {
  [key: string]: unknown;
  id: string;
  taskId: string;
  unitId: string | null;
  meterPoint: string;
  /** Exact decimal string, 3 decimals as stored. */
  energyKwh: string;
  remark: string | null;
  sortNo: number;
  /** Optimistic lock: a save names the version it edited. */
  version: number;
  updateBy: string | null;
  updateTime: string | null;
}
