import { describe, expect, it } from 'vitest';
import { checkEmail, checkMobile, checkPasswordStrength, checkUsername } from '../../server/lib/validation';

// The server applies the shared rules strictly: nothing is trimmed and a missing value fails.
describe('server validation adapter', () => {
  it.each([
    [undefined, '请输入手机号'],
    ['13800138000', undefined],
    [' 13800138000', '请输入正确手机号'],
    ['12800138000', '请输入正确手机号'],
  ])('mobile %j → %s', (value, message) => expect(checkMobile(value)).toBe(message));

  it.each([
    [undefined, '密码由8位数字、大小写字母和特殊符号组成!'],
    ['', '密码由8位数字、大小写字母和特殊符号组成!'],
    ['Abcdef1!', undefined],
    [`Aa1!${'x'.repeat(200)}`, '密码由8位数字、大小写字母和特殊符号组成!'],
  ])('password %j → %s', (value, message) => expect(checkPasswordStrength(value)).toBe(message));

  it.each([
    ['abc', '长度6到18个字符'],
    ['zhang_san', undefined],
    ['zhang san', '只允许字母、数字、下划线'],
  ])('username %j → %s', (value, message) => expect(checkUsername(value)).toBe(message));

  it.each([
    [undefined, undefined],
    ['a@b.cn', undefined],
    [`${'a'.repeat(95)}@b.cn`, undefined],
    [`${'a'.repeat(96)}@b.cn`, '邮箱格式不正确'],
  ])('email %j → %s', (value, message) => expect(checkEmail(value)).toBe(message));
});
