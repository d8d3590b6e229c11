import { describe, expect, it, vi } from 'vitest';
import {
  buildDuplicateCheckRequest,
  duplicateCheckAnswer,
  validateDuplicate,
  type DuplicateCheckRequest,
  type RemoteAnswer,
} from '../../../../src/shared/domain/validation/duplicate-check';
import {
  buildRuleCodeRequest,
  validateRuleCode,
  type RuleCodeRequest,
} from '../../../../src/shared/domain/validation/rule-code-check';
import { toFormValidator } from '../../../../src/shared/hooks/validation/use-remote-checks';

const user = { tableName: 'sys_user', fieldName: 'username' };

describe('duplicate check helper', () => {
  it('skips empty values without calling the server', async () => {
    const fetcher = vi.fn<(r: DuplicateCheckRequest) => Promise<RemoteAnswer>>();
    for (const value of [null, undefined, '']) {
      expect(buildDuplicateCheckRequest(user, value)).toBeNull();
      expect(await validateDuplicate(fetcher, user, value)).toBeNull();
    }
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('maps table, field, value and the edited record id', () => {
    expect(buildDuplicateCheckRequest({ ...user, dataId: '42' }, 'admin')).toEqual({
      tableName: 'sys_user',
      fieldName: 'username',
      fieldVal: 'admin',
      dataId: '42',
    });
    expect(buildDuplicateCheckRequest({ ...user, dataId: null }, 0)).toEqual({
      tableName: 'sys_user',
      fieldName: 'username',
      fieldVal: '0',
    });
  });

  it('treats success as valid and shows the server (or the page’s own) message otherwise', async () => {
    expect(duplicateCheckAnswer({ success: true, message: '该值可用！' })).toBeNull();
    // The empty-value quirk (success with code 500) is valid too.
    expect(duplicateCheckAnswer({ success: true, message: '数据为空,不作处理！' })).toBeNull();
    expect(duplicateCheckAnswer({ success: false, message: '该值不可用，系统中已存在！' })).toBe(
      '该值不可用，系统中已存在！',
    );
    expect(duplicateCheckAnswer({ success: false, message: 'x' }, '用户名已存在!')).toBe('用户名已存在!');
    expect(duplicateCheckAnswer({ success: false, message: '' })).toBe('该值不可用，系统中已存在！');
    const taken = vi.fn(async () => ({ success: false, message: '该值不可用，系统中已存在！' }));
    expect(await validateDuplicate(taken, user, 'admin')).toBe('该值不可用，系统中已存在！');
    expect(taken).toHaveBeenCalledWith({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'admin' });
  });

  it('reports a failed call instead of passing silently', async () => {
    expect(await validateDuplicate(async () => Promise.reject(new Error('网络超时')), user, 'a')).toBe(
      '网络超时',
    );
    expect(await validateDuplicate(async () => Promise.reject({}), user, 'a')).toBe('校验失败，请稍后重试');
  });
});

describe('rule-code check helper', () => {
  it('skips when the code or the value is empty', async () => {
    const fetcher = vi.fn<(r: RuleCodeRequest) => Promise<RemoteAnswer>>();
    for (const [code, value] of [
      ['', 'abc'],
      [null, 'abc'],
      ['common', ''],
      ['common', null],
      ['common', undefined],
    ] as const) {
      expect(buildRuleCodeRequest(code, value)).toBeNull();
      expect(await validateRuleCode(fetcher, code, value)).toBeNull();
    }
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('URL-encodes the value once before sending', () => {
    expect(buildRuleCodeRequest('common', 'a+b 中&=')).toEqual({
      ruleCode: 'common',
      value: 'a%2Bb%20%E4%B8%AD%26%3D',
    });
  });

  it('shows the failing rule’s message', async () => {
    const fetcher = vi.fn(async () => ({ success: false, message: '第一位只能是字母' }));
    expect(await validateRuleCode(fetcher, 'common', '1ab')).toBe('第一位只能是字母');
    expect(await validateRuleCode(async () => ({ success: true }), 'common', 'abc')).toBeNull();
  });
});

describe('toFormValidator', () => {
  it('rejects with the message and resolves when valid (antd / antd-mobile rule shape)', async () => {
    await expect(toFormValidator(async () => '该值不可用，系统中已存在！')({}, 'x')).rejects.toThrow(
      '该值不可用，系统中已存在！',
    );
    await expect(toFormValidator(async () => null)({}, 'x')).resolves.toBeUndefined();
  });
});
