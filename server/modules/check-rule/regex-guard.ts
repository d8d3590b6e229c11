import { compileLinear, type LinearPattern } from '../../../src/shared/domain/validation/linear-pattern';

/**
 * Regular expressions from the database run against user input, so they run on RE2 (re2js): its
 * matching time is linear in the value, whatever the pattern (`(a+)+`, `(a|aa)*c`, `.*.*.*x`), so
 * no rule can stall the event loop (ReDoS). Patterns RE2 cannot run (backreferences, lookaround,
 * Java's possessive quantifiers) are refused when the rule is saved; a value is at most 1000
 * characters, as in the contract's check.
 */
export const MAX_VALUE_LENGTH = 1000;

/** The message is the Chinese reason RE2 refused the pattern. */
export class UnsafePatternError extends Error {}

// Rules are few and reused on every check; compiling once per pattern keeps the check cheap.
const compiled = new Map<string, LinearPattern>();

/** The pattern compiled for RE2, or UnsafePatternError with the reason it cannot run. */
export function assertSafePattern(pattern: string): LinearPattern {
  const hit = compiled.get(pattern);
  if (hit) return hit;
  const result = compileLinear(pattern);
  if (!result.ok) throw new UnsafePatternError(result.reason);
  if (compiled.size >= 500) compiled.clear();
  compiled.set(pattern, result.pattern);
  return result.pattern;
}

/** Java's Pattern.matches: the whole value must match. Throws UnsafePatternError. */
export function fullMatch(pattern: string, value: string): boolean {
  return assertSafePattern(pattern).matchesWhole(value.slice(0, MAX_VALUE_LENGTH));
}
