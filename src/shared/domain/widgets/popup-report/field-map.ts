// Confirming the popup: the selection rule (spec 001 §4) and orgFields → destFields mapping.
import { POPUP_MESSAGES } from './messages';

export type ReportRow = Readonly<Record<string, unknown>>;

export type SelectionOutcome<R> = { ok: true; rows: R[] } | { ok: false; message: string };

/** None selected, or more than one in single mode → 请选择一条记录. */
export function confirmSelection<R>(rows: readonly R[], multi: boolean): SelectionOutcome<R> {
  if (rows.length === 0 || (!multi && rows.length > 1))
    return { ok: false, message: POPUP_MESSAGES.selectOne };
  return { ok: true, rows: [...rows] };
}

const cellText = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/**
 * The values to write: destFields[i] ← rows' orgFields[i], several rows joined with ','
 * (empty values are skipped so a missing cell never adds a stray comma).
 */
export function mapFields(
  rows: readonly ReportRow[],
  orgFields: readonly string[],
  destFields: readonly string[],
): Record<string, string> {
  const result: Record<string, string> = {};
  destFields.forEach((dest, i) => {
    const org = orgFields[i];
    if (org === undefined) return;
    result[dest] = rows
      .map((r) => cellText(r[org]))
      .filter((v) => v !== '')
      .join(',');
  });
  return result;
}
