import { describe, expect, it } from 'vitest';
import { LiveRevisions } from '../../../../src/shared/domain/live/live-revisions';
import { asLiveMessage, type LiveMessage } from '../../../../src/shared/domain/live/messages';

const msg = (id: string, rev?: number): LiveMessage => ({
  socketKey: 'lines',
  caseId: 'update',
  row: { id },
  ...(rev === undefined ? {} : { rev }),
});

describe('live message revisions', () => {
  it('parses an optional non-negative integer rev and refuses any other', () => {
    expect(asLiveMessage({ socketKey: 'lines', caseId: 'delete', row: { id: 'a' }, rev: 3 })).toEqual({
      socketKey: 'lines',
      caseId: 'delete',
      row: { id: 'a' },
      rev: 3,
    });
    expect(asLiveMessage({ socketKey: 'lines', caseId: 'delete', row: { id: 'a' } })).not.toHaveProperty(
      'rev',
    );
    for (const rev of [-1, 1.5, '3', null, Number.MAX_SAFE_INTEGER + 1])
      expect(asLiveMessage({ socketKey: 'lines', caseId: 'delete', row: { id: 'a' }, rev })).toBeNull();
  });

  it('drops what the loaded rows include and hands back newer messages on a rebase', () => {
    const r = new LiveRevisions();
    expect(r.rebase(4)).toEqual([]);
    expect(r.admit(msg('old', 4))).toBe(false);
    expect(r.admit(msg('a', 5))).toBe(true);
    expect(r.admit(msg('b', 6))).toBe(true);
    expect(r.admit(msg('plain'))).toBe(true);
    // The own save's answer at 5: only revision 6 is newer than it.
    expect(r.rebase(5)).toEqual([msg('b', 6)]);
    expect(r.admit(msg('a', 5))).toBe(false);
    // A reload at 6 includes everything kept.
    expect(r.rebase(6)).toEqual([]);
  });

  it('forgets everything when the rows come without a revision', () => {
    const r = new LiveRevisions();
    r.admit(msg('a', 1));
    expect(r.rebase(undefined)).toEqual([]);
    expect(r.admit(msg('a', 1))).toBe(true);
    expect(r.rebase(0)).toEqual([msg('a', 1)]);
  });

  it('keeps a bounded number of messages', () => {
    const r = new LiveRevisions();
    for (let i = 1; i <= 250; i++) r.admit(msg(`m${i}`, i));
    const replay = r.rebase(0);
    expect(replay).toHaveLength(200);
    expect(replay[0]).toEqual(msg('m51', 51));
  });
});
