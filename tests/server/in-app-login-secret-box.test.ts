import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretBox, secretBoxFromKey, SecretBoxError } from '../../server/lib/secret-box';
import { loadOrCreateSecret } from '../../server/security/secrets';
import { createTestApp, type TestApp } from './support/test-app';

describe('secret-box (AES-256-GCM)', () => {
  const box = secretBoxFromKey('key-material-one');

  it('seals with a fresh iv each time and opens what it sealed', () => {
    const a = box.seal('s3cret-值');
    const b = box.seal('s3cret-值');
    expect(a).not.toBe(b);
    expect(a.startsWith('v1:')).toBe(true);
    expect(a).not.toContain('s3cret');
    expect(a.split(':')).toHaveLength(4);
    expect(box.open(a)).toBe('s3cret-值');
    expect(box.open(b)).toBe('s3cret-值');
  });

  it('refuses a value tampered in any part', () => {
    const sealed = box.seal('the secret');
    const parts = sealed.split(':');
    for (const i of [1, 2, 3]) {
      const copy = [...parts];
      const bytes = Buffer.from(copy[i] ?? '', 'base64url');
      bytes[0] = (bytes[0] ?? 0) ^ 0x01;
      copy[i] = bytes.toString('base64url');
      expect(() => box.open(copy.join(':'))).toThrow(SecretBoxError);
    }
  });

  it('refuses another key, an unknown version and malformed input', () => {
    const sealed = box.seal('the secret');
    expect(() => secretBoxFromKey('key-material-two').open(sealed)).toThrow(SecretBoxError);
    expect(() => box.open(sealed.replace(/^v1:/, 'v2:'))).toThrow(SecretBoxError);
    expect(() => box.open('plain text')).toThrow(SecretBoxError);
    expect(() => box.open('v1:AAAA:BBBB:CCCC')).toThrow(SecretBoxError);
  });

  describe('installation key', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(async () => t.close());

    it('is created once in sys_secret, stored sealed, and opens values sealed earlier', async () => {
      const sealed = (await secretBox(t.db)).seal('persisted');
      const rows = await t.db.query<{ value: string }>(
        "SELECT value FROM sys_secret WHERE name = 'third_app_secret_key'",
      );
      expect(rows).toHaveLength(1);
      // The row is sealed with the server secret: the stored text is not the key.
      expect(rows[0]?.value).toMatch(/^sealed:v1:/);
      expect(() => secretBoxFromKey(rows[0]?.value ?? '').open(sealed)).toThrow(SecretBoxError);
      const key = await loadOrCreateSecret(t.db, 'third_app_secret_key');
      expect(secretBoxFromKey(key).open(sealed)).toBe('persisted');
    });
  });
});
