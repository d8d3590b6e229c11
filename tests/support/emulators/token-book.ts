import { randomBytes } from 'node:crypto';

/**
 * Access tokens and one-time codes as a provider emulator keeps them: tokens can be forced to
 * expire (the next call with one answers "expired"), codes work exactly once.
 */
export class TokenBook<CodeValue> {
  private readonly tokens = new Map<string, { expired: boolean }>();
  private readonly codes = new Map<string, CodeValue>();
  /** How many tokens were handed out (tests assert the server caches them). */
  issuedTokens = 0;

  issueToken(): string {
    const token = `tok_${randomBytes(12).toString('hex')}`;
    this.tokens.set(token, { expired: false });
    this.issuedTokens++;
    return token;
  }

  /** 'ok', 'expired' (forced) or 'invalid' (never issued). */
  check(token: string | null | undefined): 'ok' | 'expired' | 'invalid' {
    const entry = token ? this.tokens.get(token) : undefined;
    if (!entry) return 'invalid';
    return entry.expired ? 'expired' : 'ok';
  }

  /** Every token issued so far answers "expired" from now on. */
  expireTokens(): void {
    for (const entry of this.tokens.values()) entry.expired = true;
  }

  issueCode(value: CodeValue): string {
    const code = `code_${randomBytes(12).toString('hex')}`;
    this.codes.set(code, value);
    return code;
  }

  /** The code's value, or undefined when it was never issued or already used. */
  useCode(code: string | null | undefined): CodeValue | undefined {
    if (!code) return undefined;
    const value = this.codes.get(code);
    this.codes.delete(code);
    return value;
  }
}
