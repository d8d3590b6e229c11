import { describe, expect, it, vi } from 'vitest';
import type {
  GridColumn,
  GridRuleHandler,
  GridValidateRule,
} from '../../../../src/shared/domain/grid/column';
import {
  DEFAULT_RULE_MESSAGES,
  validateCell,
  type CellValidationInput,
} from '../../../../src/shared/domain/grid/validate';

function column(rules: GridValidateRule[], extra: Partial<GridColumn> = {}): GridColumn {
  return { key: 'code', title: '编码', type: 'input', validateRules: rules, ...extra };
}

function input(
  col: GridColumn,
  value: unknown,
  more: Partial<CellValidationInput> = {},
): CellValidationInput {
  return {
    column: col,
    value,
    trigger: 'input',
    isDuplicate: () => false,
    getRow: () => ({ id: 'r1', code: value }),
    ...more,
  };
}

describe('validateCell: required', () => {
  it.each([[''], [null], [undefined], ['   '], [[]]])('fails on empty %j with the rule message', (value) => {
    expect(validateCell(input(column([{ required: true, message: '请输入${title}' }]), value))).toBe(
      '请输入编码',
    );
  });
  it('passes a value, and a column without rules passes anything', () => {
    expect(validateCell(input(column([{ required: true }]), 'x'))).toBeUndefined();
    expect(validateCell(input({ key: 'a', title: 'A', type: 'input' }, ''))).toBeUndefined();
  });
  it('uses the default message with ${title}, ${key} and ${defaultValue} replaced', () => {
    expect(validateCell(input(column([{ required: true }]), ''))).toBe('编码不能为空');
    expect(DEFAULT_RULE_MESSAGES.required).toContain('${title}');
    const col = column([{ required: true, message: '${key}/${title}/${defaultValue}' }], { defaultValue: 7 });
    expect(validateCell(input(col, ''))).toBe('code/编码/7');
  });
});

describe('validateCell: unique and pattern only', () => {
  it.each<[string, GridValidateRule]>([
    ['unique', { unique: true, message: '${title}重复' }],
    ['only', { pattern: 'only', message: '${title}重复' }],
  ])('%s fails when another row holds the value', (_n, rule) => {
    const dup = vi.fn((v: unknown) => v === 'A1');
    expect(validateCell(input(column([rule]), 'A1', { isDuplicate: dup }))).toBe('编码重复');
    expect(validateCell(input(column([rule]), 'B2', { isDuplicate: dup }))).toBeUndefined();
  });
  it('does not compare empty values (required decides those)', () => {
    const dup = vi.fn(() => true);
    expect(validateCell(input(column([{ unique: true }]), '', { isDuplicate: dup }))).toBeUndefined();
    expect(dup).not.toHaveBeenCalled();
  });
});

describe('validateCell: patterns', () => {
  it.each<[string, string, boolean]>([
    ['n6-16', '123456', true],
    ['n6-16', '12345', false],
    ['*6-16', 'abcdef', true],
    ['*6-16', 'abc', false],
    ['s6-18', 'abcdefg', true],
    ['s6-18', 'abc123', false],
    ['url', 'https://example.com/a?b=1', true],
    ['url', 'example', false],
    ['e', 'a.b@example.com', true],
    ['e', 'a@b', false],
    ['m', '13912345678', true],
    ['m', '12912345678', false],
    ['p', '100080', true],
    ['p', '012345', false],
    ['s', 'Abc', true],
    ['s', 'Ab1', false],
    ['n', '-12.5', true],
    ['n', '1a', false],
    ['z', '-12', true],
    ['z', '1.5', false],
    ['money', '12.34', true],
    ['money', '12.345', false],
    ['^[A-Z]{2}\\d$', 'AB1', true],
    ['^[A-Z]{2}\\d$', 'ab1', false],
  ])('%s on %j passes=%s', (pattern, value, ok) => {
    const result = validateCell(input(column([{ pattern, message: '${title}格式错' }]), value));
    expect(result).toBe(ok ? undefined : '编码格式错');
  });
  it('checks a pattern only on a non-empty value, except * (non-empty)', () => {
    expect(validateCell(input(column([{ pattern: 'm' }]), ''))).toBeUndefined();
    expect(validateCell(input(column([{ pattern: '*' }]), ''))).toBe('编码格式不正确');
    expect(validateCell(input(column([{ pattern: '*' }]), 'x'))).toBeUndefined();
  });
  it('accepts a RegExp (a global one is reset between cells) and fails an invalid expression', () => {
    const re = /^\d+$/g;
    const col = column([{ pattern: re }]);
    expect(validateCell(input(col, '12'))).toBeUndefined();
    expect(validateCell(input(col, '34'))).toBeUndefined();
    expect(validateCell(input(column([{ pattern: '([' }]), 'x'))).toBe('编码格式不正确');
  });
});

describe('validateCell: order', () => {
  it('stops at the first failing rule', () => {
    const handler = vi.fn<GridRuleHandler>((_c, cb) => cb(false));
    const col = column([
      { required: true, message: 'R' },
      { pattern: 'z', message: 'Z' },
      { handler, message: 'H' },
    ]);
    expect(validateCell(input(col, ''))).toBe('R');
    expect(validateCell(input(col, 'x'))).toBe('Z');
    expect(handler).not.toHaveBeenCalled();
    expect(validateCell(input(col, '5'))).toBe('H');
  });
  it('runs rules after a passing handler', () => {
    const col = column([{ handler: (_c, cb) => cb(true) }, { pattern: 'z', message: 'Z' }]);
    expect(validateCell(input(col, 'x'))).toBe('Z');
  });
});

describe('validateCell: handler callback semantics', () => {
  it('passes the trigger, value, row and column to the handler', () => {
    const handler = vi.fn<GridRuleHandler>((_c, cb) => cb(true));
    const col = column([{ handler }]);
    validateCell(input(col, 'v', { trigger: 'blur' }));
    expect(handler.mock.calls[0]?.[0]).toEqual({
      trigger: 'blur',
      value: 'v',
      row: { id: 'r1', code: 'v' },
      column: col,
    });
  });
  it.each<[string, boolean | null | undefined, string | undefined, string | undefined]>([
    ['true passes', true, undefined, undefined],
    ['null passes', null, undefined, undefined],
    ['undefined passes', undefined, undefined, undefined],
    ['false fails with the rule message', false, undefined, '编码不对'],
    ['false with a message uses it (placeholders replaced)', false, '${title}已被占用', '编码已被占用'],
  ])('%s', (_n, flag, text, expected) => {
    const col = column([{ handler: (_c, cb) => cb(flag, text), message: '${title}不对' }]);
    expect(validateCell(input(col, 'v'))).toBe(expected);
  });
  it('answers later through a promise and only the first callback counts', async () => {
    let later: ((p: boolean, m?: string) => void) | undefined;
    const col = column([{ handler: (_c, cb) => (later = cb), message: 'M' }]);
    const result = validateCell(input(col, 'v'));
    expect(result).toBeInstanceOf(Promise);
    later?.(false, '服务器说不行');
    later?.(true);
    await expect(result).resolves.toBe('服务器说不行');
  });
  it('a throwing handler fails with the rule message', () => {
    const col = column([
      {
        handler: () => {
          throw new Error('boom');
        },
        message: '校验出错',
      },
    ]);
    expect(validateCell(input(col, 'v'))).toBe('校验出错');
  });
  it('a handler that never answers fails after the timeout', async () => {
    vi.useFakeTimers();
    try {
      const col = column([{ handler: () => undefined }]);
      const result = validateCell(input(col, 'v', { handlerTimeoutMs: 50 }));
      vi.advanceTimersByTime(60);
      await expect(result).resolves.toBe('编码校验未通过');
    } finally {
      vi.useRealTimers();
    }
  });
});
