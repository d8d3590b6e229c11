// The area table of the area linkage widget, on the server: a stored area code must exist, and
// lists answer its full name (省/市/区). Loaded once, on first use.
import { createRequire } from 'node:module';
import { areaPathOf, areaText, type AreaData } from '../../../src/shared/domain/widgets/area/area-tree';

let data: AreaData | null = null;

export function areaData(): AreaData {
  // The same JSON the browser imports lazily; read once through require (no JSON import attributes needed).
  data ??= createRequire(import.meta.url)('china-area-data/data.json') as AreaData;
  return data;
}

/** '山西省/太原市/小店区' for the deepest code; null for an empty or unknown code. */
export function areaFullName(code: string | null | undefined): string | null {
  if (!code) return null;
  const path = areaPathOf(areaData(), code);
  return path.length > 0 ? areaText(areaData(), path) : null;
}

export function isKnownArea(code: string): boolean {
  return areaPathOf(areaData(), code).length > 0;
}

/** An import cell: a code, or a full name such as 山西省/太原市/小店区 (the export's text). */
export function areaCodeOfText(text: string): string | null {
  const t = text.trim();
  if (/^\d{6}$/.test(t)) return isKnownArea(t) ? t : null;
  const names = t.split(/[/／\s]+/).filter((s) => s !== '');
  let parent = '86';
  let code: string | null = null;
  for (const name of names) {
    const hit = Object.entries(areaData()[parent] ?? {}).find(([, label]) => label === name);
    if (!hit) return null;
    code = hit[0];
    parent = hit[0];
  }
  return code;
}
