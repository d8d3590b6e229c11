import vm from 'node:vm';

/**
 * Regular expressions from the database run against user input, so they are bounded three ways
 * (ReDoS): a pattern is at most 500 characters and a value at most 1000; patterns with nested
 * repetition (a repeated group that itself repeats, `(a+)+`, `(\w*)*`, `(a{1,9}){2,}`) and
 * backreferences are refused before they run; and every match runs in a separate V8 context with
 * a 250 ms time limit (wall clock: generous, so a busy machine never fails an honest pattern), which interrupts what the static check cannot see (e.g. `(a|a)*b`, `.*.*.*x`).
 */
export const MAX_PATTERN_LENGTH = 500;
export const MAX_VALUE_LENGTH = 1000;
export const MATCH_TIMEOUT_MS = 250;

export class UnsafePatternError extends Error {}
export class MatchTimeoutError extends Error {}

const QUANTIFIER = /^\{(\d+)(,(\d*))?\}/;

interface Frame {
  repeats: boolean;
}

/** Length of the quantifier at `i` and whether it repeats (max > 1), or null when none is there. */
function quantifierAt(pattern: string, i: number): { length: number; repeats: boolean } | null {
  const c = pattern[i];
  if (c === '*' || c === '+') return { length: 1, repeats: true };
  if (c === '?') return { length: 1, repeats: false };
  if (c !== '{') return null;
  const m = QUANTIFIER.exec(pattern.slice(i));
  if (!m) return null;
  const max = m[2] === undefined ? Number(m[1]) : m[3] === '' ? Infinity : Number(m[3]);
  return { length: m[0].length, repeats: max > 1 };
}

/** Index after the character class starting at `i` (`[` at i). */
function skipClass(pattern: string, i: number): number {
  let j = i + 1;
  if (pattern[j] === '^') j += 1;
  if (pattern[j] === ']') j += 1; // a leading ] is literal (Java)
  while (j < pattern.length && pattern[j] !== ']') j += pattern[j] === '\\' ? 2 : 1;
  return j + 1;
}

/** Throws UnsafePatternError for patterns that could backtrack exponentially. */
export function assertSafePattern(pattern: string): void {
  if (pattern.length > MAX_PATTERN_LENGTH) throw new UnsafePatternError('pattern too long');
  const stack: Frame[] = [{ repeats: false }];
  // Whether the atom just before the current position is a group that contains repetition.
  let lastAtomRepeats = false;
  let i = 0;
  while (i < pattern.length) {
    const c = pattern[i];
    const q = quantifierAt(pattern, i);
    if (q) {
      if (q.repeats && lastAtomRepeats) throw new UnsafePatternError('nested quantifier');
      const top = stack[stack.length - 1];
      if (top && q.repeats) top.repeats = true;
      i += q.length;
      // A lazy `?` (or Java's possessive `+`, which JavaScript rejects later) is part of the quantifier.
      if (pattern[i] === '?' || pattern[i] === '+') i += 1;
      lastAtomRepeats = false;
      continue;
    }
    lastAtomRepeats = false;
    if (c === '\\') {
      const next = pattern[i + 1] ?? '';
      if (/[1-9]/.test(next) || next === 'k') throw new UnsafePatternError('backreference');
      i += 2;
    } else if (c === '[') {
      i = skipClass(pattern, i);
    } else if (c === '(') {
      stack.push({ repeats: false });
      i += 1;
      // Group kinds `(?:`, `(?=`, `(?!`, `(?<=`, `(?<!`, `(?<name>`: the `?` is no quantifier.
      if (pattern[i] === '?') i += 1;
    } else if (c === ')') {
      const closed = stack.pop();
      if (!closed || stack.length === 0) throw new UnsafePatternError('unbalanced group');
      const parent = stack[stack.length - 1];
      if (parent && closed.repeats) parent.repeats = true;
      lastAtomRepeats = closed.repeats;
      i += 1;
    } else {
      i += 1;
    }
  }
  if (stack.length !== 1) throw new UnsafePatternError('unbalanced group');
}

const context = vm.createContext(Object.create(null) as object);
const matchScript = new vm.Script('new RegExp(pattern).test(value)');

/**
 * Java's Pattern.matches: the whole value must match. Throws UnsafePatternError (refused or not
 * valid JavaScript regex syntax) or MatchTimeoutError.
 */
export function fullMatch(pattern: string, value: string): boolean {
  assertSafePattern(pattern);
  const anchored = `^(?:${pattern})$`;
  try {
    new RegExp(anchored);
  } catch {
    throw new UnsafePatternError('invalid pattern');
  }
  const sandbox = context as { pattern?: string; value?: string };
  sandbox.pattern = anchored;
  sandbox.value = value.slice(0, MAX_VALUE_LENGTH);
  try {
    return matchScript.runInContext(context, { timeout: MATCH_TIMEOUT_MS }) === true;
  } catch {
    throw new MatchTimeoutError('regex timed out');
  }
}
