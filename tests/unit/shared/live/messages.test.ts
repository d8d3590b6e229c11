import { describe, expect, it } from 'vitest';
import {
  asLiveMessage,
  isTabId,
  liveChannel,
  livePageId,
  parseLiveMessage,
  parseLivePageId,
} from '../../../../src/shared/domain/live/messages';
import { liveSocketUrl } from '../../../../src/shared/domain/live/socket-url';

describe('live page ids', () => {
  it('joins and splits <page>.<recordId>', () => {
    expect(livePageId('settlement-lines', '1800000000000000001')).toBe(
      'settlement-lines.1800000000000000001',
    );
    expect(parseLivePageId('settlement-lines.1800000000000000001')).toEqual({
      page: 'settlement-lines',
      recordId: '1800000000000000001',
    });
    expect(liveChannel('settlement-lines.7', 'lines')).toBe('settlement-lines.7/lines');
  });

  it('refuses malformed pages and records', () => {
    expect(() => livePageId('Settlement', '1')).toThrow();
    expect(() => livePageId('settlement-lines', 'a/b')).toThrow();
    expect(() => livePageId('settlement-lines', '')).toThrow();
    for (const bad of [
      null,
      7,
      '',
      'settlement-lines',
      '.1',
      'settlement-lines.',
      'x.1',
      'settlement-lines.1.2',
      'a b.1',
    ]) {
      expect(parseLivePageId(bad)).toBeNull();
    }
  });

  it('checks tab ids', () => {
    expect(isTabId('0123456789abcdef')).toBe(true);
    expect(isTabId('short')).toBe(false);
    expect(isTabId('has space here!')).toBe(false);
  });
});

describe('live messages', () => {
  const row = { id: 'l1', meterPoint: 'MP-1', energyKwh: '1.000', version: 2 };

  it('parses update, add, delete and sort frames', () => {
    expect(parseLiveMessage(JSON.stringify({ socketKey: 'lines', row, caseId: 'update' }))).toEqual({
      socketKey: 'lines',
      row,
      caseId: 'update',
    });
    expect(parseLiveMessage(JSON.stringify({ socketKey: 'lines', row, caseId: 'add' }))?.caseId).toBe('add');
    expect(
      parseLiveMessage(JSON.stringify({ socketKey: 'lines', row: { id: 'l1' }, caseId: 'delete' })),
    ).toEqual({
      socketKey: 'lines',
      row: { id: 'l1' },
      caseId: 'delete',
    });
    expect(
      parseLiveMessage(JSON.stringify({ socketKey: 'lines', row: { order: ['b', 'a'] }, caseId: 'sort' }))
        ?.row,
    ).toEqual({ order: ['b', 'a'] });
  });

  it('ignores heartbeat replies and bad frames', () => {
    const bad: unknown[] = [
      JSON.stringify({ cmd: 'heartcheck', msgTxt: '心跳响应' }),
      'not json',
      '',
      42,
      null,
      JSON.stringify([1, 2]),
      JSON.stringify({ socketKey: 'lines', row, caseId: 'merge' }),
      JSON.stringify({ socketKey: 'bad key!', row, caseId: 'update' }),
      JSON.stringify({ socketKey: 'lines', row: { meterPoint: 'x' }, caseId: 'update' }),
      JSON.stringify({ socketKey: 'lines', row: { id: '' }, caseId: 'delete' }),
      JSON.stringify({ socketKey: 'lines', row: { id: 5 }, caseId: 'delete' }),
      JSON.stringify({ socketKey: 'lines', row: [row], caseId: 'update' }),
      JSON.stringify({ socketKey: 'lines', row: { order: 'a,b' }, caseId: 'sort' }),
      JSON.stringify({ socketKey: 'lines', row: { order: ['a', 2] }, caseId: 'sort' }),
      JSON.stringify({ socketKey: 'lines', row: { id: 'a' }, caseId: 'sort' }),
      JSON.stringify({ socketKey: 'lines', caseId: 'update' }),
    ];
    for (const frame of bad) expect(parseLiveMessage(frame)).toBeNull();
  });

  it('refuses an oversized sort order', () => {
    const order = Array.from({ length: 2001 }, (_, i) => `r${i}`);
    expect(asLiveMessage({ socketKey: 'lines', row: { order }, caseId: 'sort' })).toBeNull();
    expect(
      asLiveMessage({ socketKey: 'lines', row: { order: order.slice(1) }, caseId: 'sort' }),
    ).not.toBeNull();
  });
});

describe('liveSocketUrl', () => {
  const params = { socketKey: 'lines', tabId: 'tab0123456789' };

  it('resolves a relative API base against the page origin with ws', () => {
    expect(
      liveSocketUrl('/jeecg-boot', 'http://app.example:3000/', 'u 1', 'settlement-lines.7', params),
    ).toBe(
      'ws://app.example:3000/jeecg-boot/vxeSocket/u%201/settlement-lines.7?socketKey=lines&tabId=tab0123456789',
    );
  });

  it('turns https into wss and adds the tenant when given', () => {
    expect(
      liveSocketUrl('HTTPS://api.example/jeecg-boot/', 'http://ignored', 'u1', 'settlement-lines.7', {
        ...params,
        tenantId: '1002',
      }),
    ).toBe(
      'wss://api.example/jeecg-boot/vxeSocket/u1/settlement-lines.7?socketKey=lines&tabId=tab0123456789&tenantId=1002',
    );
    expect(liveSocketUrl('http://api', 'x', 'u1', 'p.1', { ...params, tenantId: '' })).toBe(
      'ws://api/vxeSocket/u1/p.1?socketKey=lines&tabId=tab0123456789',
    );
  });
});
