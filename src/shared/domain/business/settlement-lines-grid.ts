import type { GridColumn, GridOptionInput, GridRowValues } from '../grid/column';
import { formatDecimal, parseDecimal } from '../money/decimal';
import {
  LINE_MESSAGES,
  LINE_VALIDATE_RULES,
  parseLineEnergy,
  SETTLEMENT_LINE_TITLES as TITLES,
} from '../resources/settlement-line';
import { ENERGY_SCALE } from '../resources/settlement-task';

/** The cell's word for a repeated meter point (the server's message names the other row). */
export const METER_POINT_TAKEN = '计量点不能重复';
/** numeric(18,3): 15 integer digits. */
const ENERGY_INT_DIGITS = 15;

type LineKey = 'meterPoint' | 'unitId' | 'energyKwh' | 'remark';

/**
 * The 电量明细 columns of both shells (issue 11), with the server's field rules per cell;
 * 机组 offers the task's plant's units (the list answer's `units`). The desktop grid passes widths.
 */
export function settlementLineColumns(
  units: readonly GridOptionInput[],
  widths: Partial<Record<LineKey, number>> = {},
): GridColumn[] {
  return [
    {
      key: 'meterPoint',
      title: TITLES.meterPoint,
      type: 'input',
      width: widths.meterPoint,
      placeholder: LINE_MESSAGES.meterPointRequired,
      validateRules: [
        { required: true, message: LINE_MESSAGES.meterPointRequired },
        { unique: true, message: METER_POINT_TAKEN },
        ...LINE_VALIDATE_RULES.meterPoint,
      ],
    },
    { key: 'unitId', title: TITLES.unitId, type: 'select', width: widths.unitId, options: [...units] },
    {
      key: 'energyKwh',
      title: TITLES.energyKwh,
      type: 'inputNumber',
      width: widths.energyKwh,
      statistics: 'sum',
      // 合计 sums the exact kWh at three decimals, the figure 明细合计 shows.
      precision: ENERGY_SCALE,
      validateRules: [
        { required: true, message: LINE_MESSAGES.energyFormat },
        ...LINE_VALIDATE_RULES.energyKwh,
      ],
    },
    {
      key: 'remark',
      title: TITLES.remark,
      type: 'input',
      width: widths.remark,
      validateRules: [...LINE_VALIDATE_RULES.remark],
    },
  ];
}

export interface LineTotals {
  /** 明细合计 of the valid figures, exact ("1500.125"). */
  lines: string;
  /** The task's 上网电量 (结算电量). */
  task: string;
  /** |明细合计 − 结算电量| */
  difference: string;
  /** Filled figures that are not valid (left out of 明细合计; the cell says why). */
  invalid: number;
}

const isBlank = (v: unknown) => v === undefined || v === null || v === '';

/** 明细合计 against 结算电量 in exact decimals (scaled bigints, never a float). */
export function lineTotals(rows: readonly Readonly<GridRowValues>[], taskEnergy: string): LineTotals {
  let sum = 0n;
  let invalid = 0;
  for (const row of rows) {
    if (isBlank(row.energyKwh)) continue;
    const v = parseLineEnergy(row.energyKwh);
    if (v === null) invalid += 1;
    else sum += v;
  }
  const task = parseDecimal(taskEnergy, ENERGY_SCALE, ENERGY_INT_DIGITS) ?? 0n;
  return {
    lines: formatDecimal(sum, ENERGY_SCALE),
    task: formatDecimal(task, ENERGY_SCALE),
    difference: formatDecimal(sum > task ? sum - task : task - sum, ENERGY_SCALE),
    invalid,
  };
}

/** A row to save: `version` present = an existing line edited from that version; absent = a new line. */
export interface SettlementLineInput {
  id?: string | null;
  unitId?: string | null;
  meterPoint: unknown;
  energyKwh: unknown;
  remark?: unknown;
  version?: number;
}

const orNull = (value: unknown): string | null => (isBlank(value) ? null : String(value));

/**
 * The save body's rows in display order. `version` only for a line that came from the server:
 * its presence is how the server tells an edit (checked against that version) from a new line.
 */
export function toSaveRows(
  rows: readonly Readonly<GridRowValues>[],
  isNewRow: (id: string) => boolean,
): SettlementLineInput[] {
  return rows.map((row) => {
    const id = orNull(row.id);
    const energy = parseLineEnergy(row.energyKwh);
    const input: SettlementLineInput = {
      id,
      unitId: orNull(row.unitId),
      meterPoint: row.meterPoint,
      // Exact text, never a float: 0.1 + 0.2 noise must not reach numeric(18,3).
      energyKwh: energy === null ? row.energyKwh : formatDecimal(energy, ENERGY_SCALE),
      remark: orNull(row.remark),
    };
    if (id !== null && !isNewRow(id) && typeof row.version === 'number') input.version = row.version;
    return input;
  });
}
