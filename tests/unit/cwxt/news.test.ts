import { describe, expect, it } from 'vitest';
import { firstError } from '../../../src/shared/domain/validation/rules';
import {
  NEWS_COVER_PATTERN,
  NEWS_MESSAGES,
  canPublish,
  canUnpublish,
  isNewsCategory,
  newsSchema,
} from '../../../src/shared/domain/resources/news';
import { findField } from '../../../src/shared/domain/resources/types';
import { demoNewsTime } from '../../../server/db/seed/business/news';

const rulesOf = (key: string) => findField(newsSchema, key)?.rules ?? [];

describe('news schema', () => {
  it('accepts uploaded picture paths as covers and nothing that leaves the upload folder or the site', () => {
    for (const ok of ['news/cover_1.png', 'temp/a-b.JPG', 'jeditor/x.webp', 'a/b/c.jpeg'])
      expect(NEWS_COVER_PATTERN.test(ok), ok).toBe(true);
    for (const bad of [
      'https://evil.example/a.png',
      'javascript:alert(1)',
      '../../etc/passwd.png',
      '/abs/a.png',
      'news/a.svg',
      'news/a.html',
      'news/a b.png',
    ])
      expect(firstError(bad, rulesOf('coverImage')), bad).toBe(NEWS_MESSAGES.coverInvalid);
    expect(firstError('', rulesOf('coverImage'))).toBeUndefined();
  });

  it('requires a title and a category, and knows the categories', () => {
    expect(firstError('', rulesOf('title'))).toBe(NEWS_MESSAGES.titleRequired);
    expect(firstError('x'.repeat(201), rulesOf('title'))).toBeDefined();
    expect(firstError(undefined, rulesOf('category'))).toBe(NEWS_MESSAGES.categoryRequired);
    expect(isNewsCategory('policy')).toBe(true);
    expect(isNewsCategory('weather')).toBe(false);
  });

  it('publishes drafts and unpublished items, unpublishes published ones only', () => {
    expect([canPublish('draft'), canPublish('unpublished'), canPublish('published')]).toEqual([
      true,
      true,
      false,
    ]);
    expect([canUnpublish('published'), canUnpublish('draft'), canUnpublish('unpublished')]).toEqual([
      true,
      false,
      false,
    ]);
  });
});

describe('demo news dates', () => {
  const now = new Date('2026-03-10T02:00:00Z'); // 10:00 on 10 March in Shanghai

  it('counts months back from the Shanghai month, across a year boundary', () => {
    expect(demoNewsTime(now, 0, 2).toISOString()).toBe('2026-03-02T01:30:00.000Z');
    expect(demoNewsTime(now, 3, 15).toISOString()).toBe('2025-12-15T01:30:00.000Z');
    expect(demoNewsTime(now, 11, 6).toISOString()).toBe('2025-04-06T01:30:00.000Z');
  });

  it('never dates an item after the seed time', () => {
    expect(demoNewsTime(now, 0, 25).getTime()).toBeLessThan(now.getTime());
  });
});
