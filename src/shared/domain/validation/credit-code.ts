/**
 * 统一社会信用代码 (GB 32100-2015): 18 characters from a 31-character alphabet (digits and capital
 * letters without I, O, Z, S, V); the 18th is a check character computed from the first 17 with
 * weights 3^i mod 31. Pure, shared by the forms, the import and the server.
 */
export const CREDIT_CODE_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
export const CREDIT_CODE_INVALID = '统一社会信用代码格式不正确';

const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;

/** The check character of the first 17 characters, or null when one is outside the alphabet. */
export function creditCodeCheckChar(first17: string): string | null {
  if (first17.length !== 17) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const v = CREDIT_CODE_ALPHABET.indexOf(first17[i]!);
    if (v < 0) return null;
    sum += v * WEIGHTS[i]!;
  }
  const check = (31 - (sum % 31)) % 31;
  return CREDIT_CODE_ALPHABET[check]!;
}

export function isValidCreditCode(code: string): boolean {
  if (code.length !== 18) return false;
  const check = creditCodeCheckChar(code.slice(0, 17));
  return check !== null && check === code[17];
}

/** Form/import/server rule: empty passes (pair with a required rule), else it must check out. */
export function validateCreditCode(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  const text = String(value).trim();
  if (text === '') return undefined;
  return isValidCreditCode(text) ? undefined : CREDIT_CODE_INVALID;
}
