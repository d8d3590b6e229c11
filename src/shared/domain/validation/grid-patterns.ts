/**
 * The table-column pattern catalogue (spec 001 §3, 002 §5). Checked only on non-empty values; an
 * unknown name is treated as a regular expression. The message comes from the column's rule.
 */
export interface GridPattern {
  title: string;
  pattern: RegExp;
}

export const GRID_PATTERNS: Readonly<Record<string, GridPattern>> = {
  'n6-16': { title: '6到16位数字', pattern: /^\d{6,16}$/ },
  '*6-16': { title: '6到16位任意字符', pattern: /^[\s\S]{6,16}$/ },
  's6-18': { title: '6到18位字母', pattern: /^[a-zA-Z]{6,18}$/ },
  url: {
    title: '网址',
    pattern: /^(https?|ftp):\/\/[\w-]+(\.[\w-]+)+([\w\-.,@?^=%&:/~+#]*[\w\-@?^=%&/~+#])?$/,
  },
  e: { title: '电子邮件', pattern: /^[\w.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/ },
  m: { title: '手机号码', pattern: /^1[3-9]\d{9}$/ },
  p: { title: '邮政编码', pattern: /^[1-9]\d{5}$/ },
  s: { title: '字母', pattern: /^[A-Za-z]+$/ },
  n: { title: '数字', pattern: /^[+-]?(\d+(\.\d+)?|\.\d+)$/ },
  z: { title: '整数', pattern: /^[+-]?\d+$/ },
  '*': { title: '非空', pattern: /^[\s\S]*\S[\s\S]*$/ },
  // The first reading: a positive amount with at most 2 decimals.
  money: { title: '金额', pattern: /^(?!0+(\.0+)?$)(0|[1-9]\d*)(\.\d{1,2})?$/ },
};

/** The pattern for a catalogue name, or the name compiled as a regular expression (null if invalid). */
export function resolveGridPattern(name: string): RegExp | null {
  const known = GRID_PATTERNS[name];
  if (known) return known.pattern;
  try {
    return new RegExp(name);
  } catch {
    return null;
  }
}

/** True when the value passes (empty values always pass: `required` is a separate rule). */
export function matchesGridPattern(name: string, value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  const pattern = resolveGridPattern(name);
  // An invalid custom expression cannot be satisfied: fail loudly rather than accept anything.
  if (!pattern) return false;
  return pattern.test(String(value));
}
