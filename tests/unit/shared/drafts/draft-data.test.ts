import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DRAFT_MAX_BYTES,
  draftKey,
  draftOfferText,
  sameDraftData,
  snapshotDraft,
  stripSecrets,
} from '../../../../src/shared/drafts/draft-data';

afterEach(() => vi.restoreAllMocks());

describe('draftKey', () => {
  it('is user|tenant|form|record', () => {
    expect(draftKey({ userId: 'u1', tenantId: '7', formKey: 'sysUser', recordId: 'r9' })).toBe(
      'u1|7|sysUser|r9',
    );
  });

  it("uses 'new' for a record without id and an empty tenant when there is none", () => {
    expect(draftKey({ userId: 'u1', tenantId: null, formKey: 'f' })).toBe('u1||f|new');
    expect(draftKey({ userId: 'u1', tenantId: '1', formKey: 'f', recordId: '' })).toBe('u1|1|f|new');
    expect(draftKey({ userId: 'u1', tenantId: '1', formKey: 'f', recordId: 12 })).toBe('u1|1|f|12');
  });

  it('differs between users, tenants and records', () => {
    const base = { userId: 'a', tenantId: '1', formKey: 'f', recordId: 'r' };
    const keys = new Set([
      draftKey(base),
      draftKey({ ...base, userId: 'b' }),
      draftKey({ ...base, tenantId: '2' }),
      draftKey({ ...base, recordId: 's' }),
    ]);
    expect(keys.size).toBe(4);
  });
});

describe('stripSecrets', () => {
  it('drops secret-named fields at any depth, arrays included', () => {
    const input = {
      name: '张三',
      password: 'p',
      confirmPassword: 'p',
      appSecret: 's',
      captcha: 'c',
      accessToken: 't',
      smsCode: '123456',
      nested: { SECRET_KEY: 'x', keep: 1, list: [{ token: 't', ok: true }] },
    };
    expect(stripSecrets(input)).toEqual({ name: '张三', nested: { keep: 1, list: [{ ok: true }] } });
    // The input itself is untouched.
    expect(input.password).toBe('p');
  });

  it('leaves non-objects as they are', () => {
    expect(stripSecrets('password')).toBe('password');
    expect(stripSecrets([1, 'a'])).toEqual([1, 'a']);
  });
});

describe('snapshotDraft', () => {
  it('stores JSON data without secrets', () => {
    const snap = snapshotDraft({
      a: 1,
      when: new Date(Date.UTC(2026, 0, 2)),
      password: 'x',
      skip: undefined,
    });
    expect(snap?.data).toEqual({ a: 1, when: '2026-01-02T00:00:00.000Z' });
  });

  it('refuses a draft over the size cap with a console warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(snapshotDraft({ big: 'x'.repeat(DRAFT_MAX_BYTES) }, 'bigForm')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('bigForm'));
    expect(snapshotDraft({ small: 'x'.repeat(1000) })).not.toBeNull();
  });

  it('refuses values that cannot be serialised', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(snapshotDraft(cyclic)).toBeNull();
  });
});

describe('sameDraftData', () => {
  it('ignores key order and empty fields', () => {
    expect(sameDraftData({ a: 1, b: '' }, { a: 1 })).toBe(true);
    expect(sameDraftData({ b: [], a: 1, c: null }, { a: 1 })).toBe(true);
    expect(sameDraftData({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(true);
    expect(sameDraftData({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameDraftData({ a: 'x' }, undefined)).toBe(false);
  });
});

describe('draftOfferText', () => {
  it('is the spec question with the local HH:mm', () => {
    const at = new Date(2026, 10, 21, 9, 5).getTime();
    expect(draftOfferText(at)).toBe('发现未保存的草稿（保存于 09:05），是否恢复？');
  });
});
