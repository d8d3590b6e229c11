import { describe, expect, it } from 'vitest';
import {
  REDIRECT_MAX_LENGTH,
  isSafeRedirect,
  safeRedirect,
} from '../../../../src/shared/domain/routes/safe-redirect';

describe('safe redirect (same-origin paths only)', () => {
  it.each([
    '/',
    '/dashboard/analysis',
    '/isystem/user?page=2&name=%E5%BC%A0',
    '/a/b#section',
    '/javascript:alert(1)',
    '/oauth2-app/login?redirect=%2Fisystem%2Fuser',
  ])('accepts %s', (value) => {
    expect(isSafeRedirect(value)).toBe(true);
    expect(safeRedirect(value, '/home')).toBe(value);
  });

  it.each([
    ['protocol-relative', '//evil.com'],
    ['protocol-relative with path', '//evil.com/dashboard'],
    ['backslash', '/\\evil.com'],
    ['backslash pair', '\\\\evil.com'],
    ['encoded slashes', '/%2F%2Fevil.com'],
    ['encoded slash after one', '/%2Fevil.com'],
    ['encoded backslash', '/%5Cevil.com'],
    ['absolute https', 'https://evil.com'],
    ['absolute http', 'http://evil.com/x'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>'],
    ['tab in path', '/\t/evil.com'],
    ['encoded tab', '/%09/evil.com'],
    ['encoded newline', '/%0a/evil.com'],
    ['newline', '/\n/evil.com'],
    ['relative path', 'dashboard'],
    ['empty', ''],
    ['malformed escape', '/%E0%A4%A'],
    ['very long', `/${'a'.repeat(REDIRECT_MAX_LENGTH)}`],
  ])('refuses %s', (_, value) => {
    expect(isSafeRedirect(value)).toBe(false);
    expect(safeRedirect(value, '/home')).toBe('/home');
  });

  it('refuses anything that is not a string and falls back to / by default', () => {
    expect(isSafeRedirect(null)).toBe(false);
    expect(isSafeRedirect(undefined)).toBe(false);
    expect(isSafeRedirect(['/a'])).toBe(false);
    expect(safeRedirect(42)).toBe('/');
  });

  it('accepts a path of exactly the maximum length', () => {
    expect(isSafeRedirect(`/${'a'.repeat(REDIRECT_MAX_LENGTH - 1)}`)).toBe(true);
  });
});
