import { describe, expect, it } from 'vitest';
import { canHandle, statusAfterReply } from '../../../src/shared/domain/resources/feedback';
import { isLateReply, isPastDeadline } from '../../../src/shared/domain/resources/notice';

describe('notice deadlines', () => {
  it('the deadline day itself is in time; no deadline is never late', () => {
    expect(isPastDeadline('2026-11-20', '2026-11-20')).toBe(false);
    expect(isPastDeadline('2026-11-20', '2026-11-21')).toBe(true);
    expect(isPastDeadline(null, '2999-01-01')).toBe(false);
    expect(isLateReply('2026-11-20', '2026-11-19')).toBe(false);
    expect(isLateReply('2026-11-20', '2026-12-01')).toBe(true);
  });
});

describe('feedback states', () => {
  it('allows 待处理 → 处理中 | 已办结, 处理中 → 已办结 and reopening, nothing back to 待处理', () => {
    expect(canHandle('pending', 'processing')).toBe(true);
    expect(canHandle('pending', 'done')).toBe(true);
    expect(canHandle('processing', 'done')).toBe(true);
    expect(canHandle('done', 'processing')).toBe(true);
    expect(canHandle('processing', 'processing')).toBe(false);
    expect(canHandle('processing', 'pending')).toBe(false);
    expect(canHandle('done', 'pending')).toBe(false);
    expect(canHandle('pending', 'bogus')).toBe(false);
  });

  it('only the grid’s reply to a pending item starts the handling', () => {
    expect(statusAfterReply('pending', 'grid')).toBe('processing');
    expect(statusAfterReply('pending', 'plant')).toBe('pending');
    expect(statusAfterReply('processing', 'plant')).toBe('processing');
  });
});
