import type { HistoryPoint } from './types';

type NumericKey = {
  [K in keyof HistoryPoint]: HistoryPoint[K] extends number | null ? K : never;
}[keyof HistoryPoint];

/** The history as chart input: slot times and one field's values (null where not measured). */
export function historySeries(points: readonly HistoryPoint[] | undefined, key: Exclude<NumericKey, 'at'>) {
  const list = points ?? [];
  return { times: list.map((p) => p.at), values: list.map((p) => p[key]) };
}
