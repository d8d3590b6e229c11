import { RE2JS } from 're2js';

/**
 * Patterns written by designers (online-form validation, check rules) run on the server against
 * user input. They run on RE2 (re2js), whose matching time is linear in the value, so no pattern
 * can stall the event loop. RE2 has no backreferences or lookaround: such patterns are refused
 * when they are designed. JavaScript's `\uXXXX` is RE2's `\x{XXXX}`; it is translated so the
 * usual Chinese-character patterns keep working.
 */
export const MAX_LINEAR_PATTERN_LENGTH = 500;

export interface LinearPattern {
  /** True when the pattern matches somewhere in `value` (RegExp.test). */
  test(value: string): boolean;
  /** True when the pattern matches the whole `value` (Java's Pattern.matches). */
  matchesWhole(value: string): boolean;
}

export type LinearCompile = { ok: true; pattern: LinearPattern } | { ok: false; reason: string };

// An escape in JavaScript syntax RE2 reads differently or not at all, and what it becomes.
const BACKREFERENCE = /\\(?:[1-9]|k<)/;
const LOOKAROUND = /\(\?<?[=!]/;

function translate(pattern: string): string {
  // Pairs of backslashes are kept as they are, so `\\u0041` stays a literal backslash and "u0041".
  return pattern.replace(/\\\\|\\u([0-9a-fA-F]{4})/g, (all, hex: string | undefined) =>
    hex === undefined ? all : `\\x{${hex}}`,
  );
}

/** Compiles a designer's pattern for RE2, or names (in Chinese) why RE2 cannot run it. */
export function compileLinear(source: string): LinearCompile {
  if (source.length > MAX_LINEAR_PATTERN_LENGTH)
    return { ok: false, reason: `长度超过 ${MAX_LINEAR_PATTERN_LENGTH} 个字符` };
  const plain = source.replace(/\\\\/g, '');
  if (BACKREFERENCE.test(plain)) return { ok: false, reason: '不支持反向引用（\\1、\\k<名称>）' };
  if (LOOKAROUND.test(plain))
    return { ok: false, reason: '不支持前瞻或后顾断言（(?=…)、(?!…)、(?<=…)、(?<!…)）' };
  let whole: RE2JS;
  let partial: RE2JS;
  try {
    const translated = translate(source);
    partial = RE2JS.compile(translated);
    whole = RE2JS.compile(`(?:${translated})`);
  } catch (error) {
    const detail = error instanceof Error ? error.message.replace(/^error parsing regexp: /, '') : '';
    return { ok: false, reason: detail ? `无法解析（${detail}）` : '无法解析' };
  }
  return {
    ok: true,
    pattern: { test: (value) => partial.test(value), matchesWhole: (value) => whole.testExact(value) },
  };
}

/** The Chinese refusal for a pattern RE2 cannot run, or undefined when it can. */
export function linearPatternError(source: string): string | undefined {
  const compiled = compileLinear(source);
  return compiled.ok ? undefined : `校验规则不支持该正则写法：${compiled.reason}`;
}

/** A compiled tester for `source` (RegExp.test semantics), or null when RE2 cannot run it. */
export function linearTester(source: string): LinearPattern | null {
  const compiled = compileLinear(source);
  return compiled.ok ? compiled.pattern : null;
}
