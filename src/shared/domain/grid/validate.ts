import { GRID_PATTERNS, resolveGridPattern } from '../validation/grid-patterns';
import { isEmptyValue } from '../validation/rules';
import {
  replaceColumnProps,
  type GridColumn,
  type GridRowValues,
  type GridValidateRule,
  type GridValidateTrigger,
} from './column';
import { GRID_DEFAULTS } from './constants';

/**
 * The cell validation engine (spec 001 §5, 002 §5 "Shared validation catalogue for table column
 * rules"). Rules run in order and stop at the first failure, whose message is shown with
 * `${title}`/`${key}`/`${defaultValue}` replaced. Within one rule: required, unique (or pattern
 * `only`), pattern (only on a non-empty value; a catalogue name or a regular expression), handler.
 *
 * The result is a message (failure) or undefined (pass). It is synchronous unless a handler answers
 * later, so validating 10,000 rows without handlers allocates no promises.
 */
export const DEFAULT_RULE_MESSAGES = {
  required: '${title}不能为空',
  unique: '${title}不能重复',
  pattern: '${title}格式不正确',
  handler: '${title}校验未通过',
} as const;

export type CellValidationResult = string | undefined;

export interface CellValidationInput {
  column: GridColumn;
  value: unknown;
  trigger: GridValidateTrigger;
  /** True when another row holds the same (non-empty) value in this column. */
  isDuplicate(value: unknown): boolean;
  /** The row as the handler sees it; only built when a handler runs. */
  getRow(): Readonly<GridRowValues>;
  handlerTimeoutMs?: number;
}

const compiledPatterns = new Map<string, RegExp | null>();

/** The regular expression for a rule's pattern (catalogue name, expression text or RegExp), cached. */
export function rulePattern(pattern: string | RegExp): RegExp | null {
  if (pattern instanceof RegExp) return pattern;
  const cached = compiledPatterns.get(pattern);
  if (cached !== undefined) return cached;
  const compiled = resolveGridPattern(pattern);
  // Bound the cache: rules come from column definitions, but online forms may generate many.
  if (compiledPatterns.size > 500) compiledPatterns.clear();
  compiledPatterns.set(pattern, compiled);
  return compiled;
}

export function isUniqueRule(rule: GridValidateRule): boolean {
  return rule.unique === true || rule.pattern === 'only';
}

function patternText(value: unknown): string {
  return Array.isArray(value) ? value.join(',') : String(value);
}

function message(
  column: GridColumn,
  rule: GridValidateRule,
  kind: keyof typeof DEFAULT_RULE_MESSAGES,
): string {
  return replaceColumnProps(column, rule.message || DEFAULT_RULE_MESSAGES[kind]);
}

/** The synchronous checks of one rule; the failure message or undefined. */
function checkRule(input: CellValidationInput, rule: GridValidateRule): CellValidationResult {
  const { column, value } = input;
  const empty = isEmptyValue(value);
  if (rule.required === true && empty) return message(column, rule, 'required');
  if (isUniqueRule(rule)) {
    if (!empty && input.isDuplicate(value)) return message(column, rule, 'unique');
  } else if (rule.pattern !== undefined && rule.pattern !== '') {
    // `*` (non-empty) is the one catalogue entry that is about emptiness itself.
    if (rule.pattern === '*' && empty) return message(column, rule, 'pattern');
    if (!empty) {
      const re = rulePattern(rule.pattern);
      if (re) re.lastIndex = 0;
      // An invalid custom expression can never be satisfied: fail rather than accept anything.
      if (!re || !re.test(patternText(value))) return message(column, rule, 'pattern');
    }
  }
  return undefined;
}

type HandlerOutcome = { message: CellValidationResult } | Promise<CellValidationResult>;

function runHandler(input: CellValidationInput, rule: GridValidateRule): HandlerOutcome {
  const handler = rule.handler;
  if (!handler) return { message: undefined };
  // Held in an object: the callback may run now or later, and TS cannot narrow closure writes.
  const state: {
    settled: boolean;
    immediate: { message: CellValidationResult } | null;
    resolveLater: ((m: CellValidationResult) => void) | null;
    timer: ReturnType<typeof setTimeout> | null;
  } = { settled: false, immediate: null, resolveLater: null, timer: null };

  const settle = (passed: boolean | null | undefined, text?: string) => {
    if (state.settled) return;
    state.settled = true;
    if (state.timer) clearTimeout(state.timer);
    const failed = passed === false;
    const result = failed
      ? replaceColumnProps(
          input.column,
          typeof text === 'string' && text ? text : message(input.column, rule, 'handler'),
        )
      : undefined;
    if (state.resolveLater) state.resolveLater(result);
    else state.immediate = { message: result };
  };

  try {
    handler(
      { trigger: input.trigger, value: input.value, row: input.getRow(), column: input.column },
      (passed, text) => settle(passed, text),
    );
  } catch {
    settle(false);
  }
  if (state.immediate) return state.immediate;
  return new Promise<CellValidationResult>((resolve) => {
    state.resolveLater = resolve;
    state.timer = setTimeout(() => settle(false), input.handlerTimeoutMs ?? GRID_DEFAULTS.handlerTimeoutMs);
  });
}

function runFrom(
  input: CellValidationInput,
  rules: readonly GridValidateRule[],
  start: number,
): CellValidationResult | Promise<CellValidationResult> {
  for (let i = start; i < rules.length; i++) {
    const rule = rules[i];
    if (!rule) continue;
    const failure = checkRule(input, rule);
    if (failure !== undefined) return failure;
    if (!rule.handler) continue;
    const outcome = runHandler(input, rule);
    if (outcome instanceof Promise) {
      return outcome.then((m) => (m !== undefined ? m : runFrom(input, rules, i + 1)));
    }
    if (outcome.message !== undefined) return outcome.message;
  }
  return undefined;
}

/** Validates one cell: the first failing rule's message, or undefined; a Promise only when a handler answers later. */
export function validateCell(
  input: CellValidationInput,
): CellValidationResult | Promise<CellValidationResult> {
  const rules = input.column.validateRules;
  if (!rules || rules.length === 0) return undefined;
  return runFrom(input, rules, 0);
}

/** Whether any rule of the column is a uniqueness rule (the store then keeps a value index for it). */
export function hasUniqueRule(column: GridColumn): boolean {
  return (column.validateRules ?? []).some(isUniqueRule);
}

/** The catalogue title of a named pattern (for hints), or undefined for a custom expression. */
export function patternTitle(pattern: string): string | undefined {
  return GRID_PATTERNS[pattern]?.title;
}
