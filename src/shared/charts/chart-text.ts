import { groupThousands } from '../domain/money/decimal';
import { displayMoney } from '../domain/money/money';

// Readers see exact strings (money to the fen, energy to the Wh); bars and lines plot Number(...)
// of them, which is only drawing.

/** '2026-05' → '5月'; the first month and every January also carry the year ('2026\n1月'). */
export function monthTick(month: string, index: number): string {
  const m = Number(month.slice(5, 7));
  // The year goes under the month: on the first line every tick is as narrow as its neighbours.
  return index === 0 || m === 1 ? `${m}月\n${month.slice(0, 4)}` : `${m}月`;
}

/** Axis numbers in 万 / 亿 (an axis needs a glance, the tooltip gives the exact figure). */
export function compactNumber(value: number): string {
  const abs = Math.abs(value);
  const trim = (n: number) => String(Number(n.toFixed(2)));
  if (abs >= 1e8) return `${trim(value / 1e8)}亿`;
  if (abs >= 1e4) return `${trim(value / 1e4)}万`;
  return trim(value);
}

export const moneyText = (exact: string) => displayMoney(exact);
export const energyText = (exact: string) => `${groupThousands(exact)} kWh`;
export const capacityText = (exact: string) => `${groupThousands(exact)} MW`;

/** Tooltips are HTML: names from the data (plant names) are escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
