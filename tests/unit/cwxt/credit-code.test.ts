import { describe, expect, it } from 'vitest';
import {
  CREDIT_CODE_INVALID,
  creditCodeCheckChar,
  isValidCreditCode,
  validateCreditCode,
} from '../../../src/shared/domain/validation/credit-code';
import { normalizeCapacity, validateCapacity } from '../../../src/shared/domain/resources/plant';

describe('统一社会信用代码 (GB 32100-2015)', () => {
  it('accepts real codes and computes their check character', () => {
    expect(isValidCreditCode('91350100M000100Y43')).toBe(true);
    expect(isValidCreditCode('91110000600037341L')).toBe(true);
    expect(creditCodeCheckChar('91110000600037341')).toBe('L');
    // Check value 0 (31 - 0 mod 31) wraps to '0'.
    expect(creditCodeCheckChar('00000000000000000')).toBe('0');
  });

  it('refuses a wrong check character, a wrong length and letters outside the alphabet', () => {
    expect(validateCreditCode('91110000600037341M')).toBe(CREDIT_CODE_INVALID);
    expect(validateCreditCode('9111000060003734')).toBe(CREDIT_CODE_INVALID);
    expect(validateCreditCode('91110000600037341I')).toBe(CREDIT_CODE_INVALID);
    expect(validateCreditCode('9111000O600037341L')).toBe(CREDIT_CODE_INVALID);
    expect(validateCreditCode('91110000600037341l')).toBe(CREDIT_CODE_INVALID);
    expect(creditCodeCheckChar('9111000O60003734S')).toBeNull();
  });

  it('passes empty values (required is a separate rule)', () => {
    expect(validateCreditCode('')).toBeUndefined();
    expect(validateCreditCode(null)).toBeUndefined();
    expect(validateCreditCode(' 91110000600037341L ')).toBeUndefined();
  });
});

describe('装机容量', () => {
  it('allows ≥ 0 with up to 3 decimals, as exact strings', () => {
    expect(validateCapacity('0')).toBeUndefined();
    expect(validateCapacity('123456789.125')).toBeUndefined();
    expect(validateCapacity('1.2345')).toBeDefined();
    expect(validateCapacity('-1')).toBeDefined();
    expect(validateCapacity('1e3')).toBeDefined();
    expect(normalizeCapacity('300.500')).toBe('300.5');
    expect(normalizeCapacity('12.000')).toBe('12');
    expect(normalizeCapacity('0.000')).toBe('0');
    expect(normalizeCapacity(null)).toBeNull();
  });
});
