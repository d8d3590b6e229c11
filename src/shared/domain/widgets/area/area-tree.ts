/**
 * Area linkage (spec 001 §2): province / city / district from the china-area-data table, whose
 * shape is `{ [parentCode]: { [code]: name } }` with the country at ROOT_AREA_CODE. The widget's
 * value is the list of codes from the province down, e.g. ['110000', '110100', '110101'].
 */
export type AreaData = Readonly<Record<string, Readonly<Record<string, string>>>>;

export const ROOT_AREA_CODE = '86';
export const AREA_LEVELS = 3;

export interface AreaOption {
  value: string;
  label: string;
  /** Absent on a leaf: the last level, or a city without districts (Hong Kong, Macau). */
  children?: AreaOption[];
}

/** The option tree below `root`, `levels` deep. */
export function buildAreaOptions(
  data: AreaData,
  levels: number = AREA_LEVELS,
  root: string = ROOT_AREA_CODE,
): AreaOption[] {
  const level = (parent: string, depth: number): AreaOption[] =>
    Object.entries(data[parent] ?? {}).map(([value, label]) => {
      const below = depth < levels && data[value] ? level(value, depth + 1) : [];
      return below.length > 0 ? { value, label, children: below } : { value, label };
    });
  return level(root, 1);
}

/** The children of one code (the root for null), as options without grandchildren. */
export function areaChildren(data: AreaData, parent: string | null): AreaOption[] {
  return Object.entries(data[parent ?? ROOT_AREA_CODE] ?? {}).map(([value, label]) => ({ value, label }));
}

/**
 * The valid prefix of a value: each code must be a child of the one before it (the first a
 * province). A stored value that no longer matches the table is cut where it stops matching.
 */
export function validAreaPath(data: AreaData, codes: readonly string[] | null | undefined): string[] {
  const path: string[] = [];
  let parent = ROOT_AREA_CODE;
  for (const code of codes ?? []) {
    if (path.length >= AREA_LEVELS || !data[parent]?.[code]) break;
    path.push(code);
    parent = code;
  }
  return path;
}

/** The names of a value's codes ('北京市', '市辖区', '东城区'); codes not in the table are skipped. */
export function areaLabels(data: AreaData, codes: readonly string[] | null | undefined): string[] {
  const path = validAreaPath(data, codes);
  let parent = ROOT_AREA_CODE;
  return path.map((code) => {
    const label = data[parent]?.[code] ?? '';
    parent = code;
    return label;
  });
}

/** The text of a value, e.g. '北京市/市辖区/东城区'. */
export function areaText(
  data: AreaData,
  codes: readonly string[] | null | undefined,
  separator = '/',
): string {
  return areaLabels(data, codes).join(separator);
}

/** The name of a single code at any level ('' when unknown). */
export function areaNameOf(data: AreaData, code: string | null | undefined): string {
  if (!code) return '';
  const parent = areaParentOf(data, code);
  return parent === null ? '' : (data[parent]?.[code] ?? '');
}

/** The full path ending at `code` (a district code alone gives province, city, district). */
export function areaPathOf(data: AreaData, code: string | null | undefined): string[] {
  const path: string[] = [];
  let current = code ?? '';
  while (current && current !== ROOT_AREA_CODE && path.length < AREA_LEVELS) {
    const parent = areaParentOf(data, current);
    if (parent === null) return [];
    path.unshift(current);
    current = parent;
  }
  return current === ROOT_AREA_CODE ? path : [];
}

function areaParentOf(data: AreaData, code: string): string | null {
  // Codes are 6 digits: pppccc-style prefixes find the parent fast; fall back to a scan.
  if (/^\d{6}$/.test(code)) {
    for (const candidate of [`${code.slice(0, 4)}00`, `${code.slice(0, 2)}0000`, ROOT_AREA_CODE]) {
      if (candidate !== code && data[candidate]?.[code] !== undefined) return candidate;
    }
  }
  for (const [parent, children] of Object.entries(data)) {
    if (children[code] !== undefined) return parent;
  }
  return null;
}
