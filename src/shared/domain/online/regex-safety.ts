/**
 * Designer-written validation patterns run on the server against values of up to 4000 characters.
 * A repeated group that itself repeats or branches (`(a+)+`, `(a|aa)*`, `(\d{1,3})+`) can backtrack
 * exponentially, and so can a backreference: such patterns are refused. The check is conservative
 * (it refuses some harmless patterns too); the catalogue's named rules cover the common cases.
 */
interface Group {
  repeats: boolean;
  branches: boolean;
}

/** True when `pattern` repeats a group that repeats or branches, or uses a backreference. */
export function isCatastrophicPattern(pattern: string): boolean {
  const stack: Group[] = [];
  let inClass = false;
  for (let i = 0; i < pattern.length; i += 1) {
    const c = pattern[i];
    if (c === '\\') {
      if (!inClass && /[1-9k]/.test(pattern[i + 1] ?? '')) return true; // \1, \k<name>
      i += 1;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      continue;
    }
    const top = stack[stack.length - 1];
    if (c === '[') inClass = true;
    else if (c === '(') stack.push({ repeats: false, branches: false });
    else if (c === '|') {
      if (top) top.branches = true;
    } else if (c === '*' || c === '+' || c === '{' || (c === '?' && pattern[i - 1] !== '(')) {
      if (top) top.repeats = true;
    } else if (c === ')') {
      const group = stack.pop();
      if (!group) continue;
      const next = pattern[i + 1];
      const repeated = next === '*' || next === '+' || next === '{';
      if (repeated && (group.repeats || group.branches)) return true;
      const parent = stack[stack.length - 1];
      if (parent) parent.repeats ||= group.repeats || repeated;
    }
  }
  return false;
}
