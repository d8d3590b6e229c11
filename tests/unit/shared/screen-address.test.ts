import { describe, expect, it } from 'vitest';
import {
  dropScreen,
  pushScreen,
  screenId,
  screenStack,
  screenToken,
  searchWithoutScreens,
} from '../../../src/mobile/ui/screen-address';
import { phoneTodoLink, screenLinks } from '../../../src/shared/domain/routes/screen-links';

describe('screen address', () => {
  it('stacks screens on the page search and drops one with those above it', () => {
    const one = pushScreen('?settleMonth=2026-11', 'task.42');
    expect(one).toBe('?settleMonth=2026-11&screen=task.42');
    const two = pushScreen(one, 's1');
    expect(screenStack(two)).toEqual(['task.42', 's1']);
    expect(screenStack(dropScreen(two, 's1'))).toEqual(['task.42']);
    expect(dropScreen(two, 'task.42')).toBe('?settleMonth=2026-11');
    expect(searchWithoutScreens(two)).toBe('?settleMonth=2026-11');
    expect(dropScreen('', 'x')).toBe('');
  });

  it('reads back an id with dots, tildes and other characters', () => {
    const token = screenToken('invoice', 'a.b~c/d 1');
    expect(screenId(pushScreen('', token), 'invoice')).toBe('a.b~c/d 1');
    expect(screenStack(pushScreen(pushScreen('', token), 's2'))).toHaveLength(2);
    expect(screenId('?screen=task.7', 'invoice')).toBeNull();
    expect(screenId('?screen=task.%E0%A4%A', 'task')).toBeNull();
  });

  it('builds the documented links', () => {
    expect(screenLinks.settlementTask('123')).toBe('/dfgl/task?screen=task.123');
    expect(screenLinks.notice('9')).toBe('/gzxt/feedback?screen=notice.9');
    expect(screenLinks.invoice('5', 'ledger')).toBe('/fpgl/ledger?screen=invoice.5');
    expect(screenId('?screen=task.123', 'task')).toBe('123');
    expect(phoneTodoLink({ path: '/dfgl/task', id: '8' })).toBe('/dfgl/task?screen=task.8');
    expect(phoneTodoLink({ path: '/fpgl/submit', id: '8' })).toBe('/fpgl/submit?id=8');
  });
});
