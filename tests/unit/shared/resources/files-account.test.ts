import { describe, expect, it } from 'vitest';
import { formatFileSize, isPreviewableImage } from '../../../../src/shared/domain/resources/oss-file';
import { sysUserSchema } from '../../../../src/shared/domain/resources/sys-user';
import {
  parseNotifyChannels,
  PROFILE_FIELD_KEYS,
  profileSchema,
} from '../../../../src/shared/domain/resources/user-setting';

describe('file list helpers', () => {
  it('formats sizes as people read them', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatFileSize('abc')).toBe('');
    expect(formatFileSize(-1)).toBe('');
  });

  it('previews only safe raster images', () => {
    expect(isPreviewableImage('PNG')).toBe(true);
    expect(isPreviewableImage('jpeg')).toBe(true);
    expect(isPreviewableImage('svg')).toBe(false);
    expect(isPreviewableImage('pdf')).toBe(false);
    expect(isPreviewableImage(null)).toBe(false);
  });
});

describe('profile schema', () => {
  it('holds exactly the allowlisted fields, with the user form rules', () => {
    expect(profileSchema.fields.map((f) => f.key)).toEqual([...PROFILE_FIELD_KEYS]);
    for (const field of profileSchema.fields) {
      expect(field.form).toBe(true);
      const original = sysUserSchema.fields.find((f) => f.key === field.key);
      expect(field.rules).toBe(original?.rules);
    }
    const keys = profileSchema.fields.map((f) => f.key);
    for (const refused of ['username', 'phone', 'status', 'password', 'relTenantIds', 'post', 'workNo']) {
      expect(keys).not.toContain(refused);
    }
  });
});

describe('notification channels', () => {
  it('reads comma lists and arrays of known channels, deduplicated', () => {
    expect(parseNotifyChannels('站内,钉钉')).toEqual(['站内', '钉钉']);
    expect(parseNotifyChannels(['企业微信', '企业微信', ' 站内 '])).toEqual(['企业微信', '站内']);
    expect(parseNotifyChannels('')).toEqual([]);
  });

  it('refuses unknown channels and other shapes', () => {
    expect(parseNotifyChannels('站内,短信')).toBeNull();
    expect(parseNotifyChannels([1])).toBeNull();
    expect(parseNotifyChannels(5)).toBeNull();
  });
});
