import { describe, expect, it } from 'vitest';
import { requiredMulti, requiredSelect, requiredText } from '../../../src/shared/domain/validation/builders';
import { GRID_PATTERNS, matchesGridPattern } from '../../../src/shared/domain/validation/grid-patterns';
import * as R from '../../../src/shared/domain/validation/rules';

const STRENGTH = '密码由8位数字、大小写字母和特殊符号组成!';

describe('login form rule set', () => {
  it.each([
    ['', '请输入手机号'],
    [undefined, '请输入手机号'],
    ['13800138000', undefined],
    ['14700000000', undefined],
    ['15912345678', undefined],
    ['17012345678', undefined],
    ['18611111111', undefined],
    ['16612345678', '请输入正确手机号'],
    ['19912345678', '请输入正确手机号'],
    ['1381234567', '请输入正确手机号'],
    ['138123456789', '请输入正确手机号'],
    ['23800138000', '请输入正确手机号'],
  ])('mobile %j → %s', (value, message) => {
    expect(R.validateMobile(value)).toBe(message);
  });

  it.each([
    ['', '请输入用户名'],
    ['abc', '长度6到18个字符'],
    ['abcd', undefined],
    ['admin_01', undefined],
    ['a'.repeat(18), undefined],
    ['a'.repeat(19), '长度6到18个字符'],
    ['张三', '只允许字母、数字、下划线'],
    ['ab-cd', '只允许字母、数字、下划线'],
    ['ab cd', '只允许字母、数字、下划线'],
  ])('username %j → %s', (value, message) => {
    expect(R.validateUsername(value)).toBe(message);
  });

  it.each([
    ['', undefined],
    ['a@b.cn', undefined],
    ['first.last+tag@corp-mail.example.com', undefined],
    ['a@b', '邮箱格式不正确'],
    ['ab.cn', '邮箱格式不正确'],
    ['a b@c.cn', '邮箱格式不正确'],
  ])('email %j → %s', (value, message) => {
    expect(R.validateEmail(value)).toBe(message);
  });

  it.each([
    ['Abcdef1!', undefined],
    ['abcdefg1.', undefined],
    ['Passw0rd`', undefined],
    ['abc1!', STRENGTH],
    ['abcdefgh!', STRENGTH],
    ['12345678!', STRENGTH],
    ['Abcdefg12', STRENGTH],
    ['', undefined],
    [`Aa1!${'x'.repeat(124)}`, undefined],
    [`Aa1!${'x'.repeat(125)}`, STRENGTH],
  ])('password strength %j → %s', (value, message) => {
    expect(R.validatePasswordStrength(value)).toBe(message);
  });
});

describe('change password', () => {
  it.each([
    [{}, '请输入旧密码!'],
    [{ oldpassword: 'x' }, '请输入新密码!'],
    [{ oldpassword: 'x', password: 'weak' }, STRENGTH],
    [{ oldpassword: 'x', password: 'Abcdef1!' }, '请确认新密码!'],
    [{ oldpassword: 'x', password: 'Abcdef1!', confirmpassword: 'Abcdef1?' }, '两次输入的密码不一样！'],
    [{ oldpassword: 'x', password: 'Abcdef1!', confirmpassword: 'Abcdef1!' }, undefined],
  ])('%j → %s', (values, message) => {
    expect(R.validateChangePassword(values)).toBe(message);
  });

  it('pair check', () => {
    expect(R.validateNewPasswordPair('a', '')).toBe('请确认新密码!');
    expect(R.validateNewPasswordPair('a', 'b')).toBe('两次输入的密码不一样！');
    expect(R.validateNewPasswordPair('a', 'a')).toBeUndefined();
  });
});

describe('form rule set (spec 002 §5)', () => {
  it.each<[string, R.Validator, unknown, string | undefined]>([
    ['natural ok', R.validateNaturalNumber, '0', undefined],
    ['natural bad', R.validateNaturalNumber, '-1', '请输入自然数'],
    ['natural decimal', R.validateNaturalNumber, '1.5', '请输入自然数'],
    ['english ok', R.validateEnglish, 'abcXYZ', undefined],
    ['english bad', R.validateEnglish, 'abc1', '请输入英文字符'],
    ['landline ok', R.validateLandline, '010-88886666', undefined],
    ['landline short', R.validateLandline, '0755-1234', '请输入正确的座机号'],
    ['bank ok', R.validateBankCard, '6222020200112233445', undefined],
    ['bank leading 0', R.validateBankCard, '0222020200', '请输入正确的银行卡号码'],
    ['bank 9 digits', R.validateBankCard, '622202020', '请输入正确的银行卡号码'],
    ['bank 21 digits', R.validateBankCard, '6'.repeat(21), '请输入正确的银行卡号码'],
    ['id number ok', R.validateIdNumber, 'E12345678', undefined],
    ['id number 51', R.validateIdNumber, 'a'.repeat(51), '请输入正确的证件号码'],
    ['id number symbol', R.validateIdNumber, 'E-1', '请输入正确的证件号码'],
    ['id card 18', R.validateIdCard, '11010519491231002X', undefined],
    ['id card 15', R.validateIdCard, '110105491231002', undefined],
    ['id card 16', R.validateIdCard, '1101054912310021', '请输入正确的身份证号码'],
    ['qq ok', R.validateQQ, '10001', undefined],
    ['qq 4', R.validateQQ, '1000', '请输入正确的QQ号码'],
    ['qq 13', R.validateQQ, '1234567890123', '请输入正确的QQ号码'],
    ['url ok', R.validateHttpUrl, 'https://a.cn/x', undefined],
    ['url ftp', R.validateHttpUrl, 'ftp://a.cn', '请输入以http和https开头的网址'],
    ['alnum ok', R.validateAlnum20, 'abc123', undefined],
    ['alnum 21', R.validateAlnum20, 'a'.repeat(21), '请输入20位以内的英文字符和数字'],
    ['cn/en ok', R.validateCnEnSpace, '厂网 协同 ab', undefined],
    ['cn/en 1', R.validateCnEnSpace, '厂', '请输入2到100位的中英文字符和空格'],
    ['cn/en digit', R.validateCnEnSpace, '厂网1', '请输入2到100位的中英文字符和空格'],
    ['digits newlines ok', R.validateDigitsAndNewlines, '12\n34\r\n5', undefined],
    ['digits newlines bad', R.validateDigitsAndNewlines, '12 34', '请输入数字和换行符'],
    ['255 ok', R.validateMax255, '字'.repeat(255), undefined],
    ['256', R.validateMax255, '字'.repeat(256), '请输入255位以内的字符'],
    ['empty passes formats', R.validateQQ, '', undefined],
  ])('%s', (_name, validator, value, message) => {
    expect(validator(value)).toBe(message);
  });

  it('required and firstError', () => {
    const req = R.validateRequired('必填');
    expect(req('  ')).toBe('必填');
    expect(req([])).toBe('必填');
    expect(req(0)).toBeUndefined();
    expect(R.firstError('', [req, R.validateQQ])).toBe('必填');
    expect(R.firstError('12', [req, R.validateQQ])).toBe('请输入正确的QQ号码');
    expect(R.firstError('12345', [req, R.validateQQ])).toBeUndefined();
  });
});

describe('builders', () => {
  it.each<[string, R.Validator, unknown, string | undefined]>([
    ['text empty', requiredText('请输入名称', { min: 2, max: 4 }), '', '请输入名称'],
    ['text short', requiredText('请输入名称', { min: 2, max: 4 }), 'a', '最小长度2位字符'],
    ['text long', requiredText('请输入名称', { min: 2, max: 4 }), 'abcde', '最大长度4位字符'],
    ['text ok', requiredText('请输入名称', { min: 2, max: 4 }), '厂网协同', undefined],
    ['select empty', requiredSelect('请选择'), undefined, '请选择'],
    ['select ok', requiredSelect('请选择'), '1', undefined],
    ['multi empty', requiredMulti('请选择', { min: 2, max: 3 }), [], '请选择'],
    ['multi few', requiredMulti('请选择', { min: 2, max: 3 }), ['a'], '最少选择2项'],
    ['multi many', requiredMulti('请选择', { min: 2, max: 3 }), ['a', 'b', 'c', 'd'], '最多选择3项'],
    ['multi csv ok', requiredMulti('请选择', { min: 2, max: 3 }), 'a,b', undefined],
  ])('%s', (_name, validator, value, message) => {
    expect(validator(value)).toBe(message);
  });
});

describe('grid pattern catalogue', () => {
  it.each([
    ['n6-16', '123456', true],
    ['n6-16', '12345', false],
    ['n6-16', '1'.repeat(17), false],
    ['*6-16', 'ab c!@', true],
    ['*6-16', 'abcde', false],
    ['s6-18', 'abcdef', true],
    ['s6-18', 'abcde1', false],
    ['url', 'https://www.example.com/a?b=1', true],
    ['url', 'www.example.com', false],
    ['e', 'a@b.cn', true],
    ['e', 'a@', false],
    ['m', '16612345678', true],
    ['m', '12012345678', false],
    ['p', '518000', true],
    ['p', '018000', false],
    ['s', 'abc', true],
    ['s', 'ab1', false],
    ['n', '-1.5', true],
    ['n', '+3', true],
    ['n', '1.', false],
    ['n', 'a', false],
    ['z', '-12', true],
    ['z', '1.2', false],
    ['*', 'x', true],
    ['*', '   ', false],
    ['money', '0.01', true],
    ['money', '12.5', true],
    ['money', '100', true],
    ['money', '0', false],
    ['money', '1.234', false],
    ['money', '-1', false],
    ['money', '01', false],
    ['^A\\d$', 'A1', true],
    ['^A\\d$', 'B1', false],
    ['(', 'x', false],
    ['m', '', true],
  ])('%s matches %j → %s', (pattern, value, ok) => {
    expect(matchesGridPattern(pattern, value)).toBe(ok);
  });

  it('has the twelve catalogue names', () => {
    expect(Object.keys(GRID_PATTERNS).sort()).toEqual(
      ['*', '*6-16', 'e', 'm', 'money', 'n', 'n6-16', 'p', 's', 's6-18', 'url', 'z'].sort(),
    );
  });
});
