import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearLabelCache } from '../../../../src/shared/hooks/dict-select/label-cache';
import { useDictSearch } from '../../../../src/shared/hooks/dict-select/use-dict-search';
import { setupFakeBackend } from '../fake-backend';
import { ok } from '../fake-server';

const backend = setupFakeBackend();
afterEach(clearLabelCache);
const DICT = 'sys_user,realname,username';
const searches = () =>
  backend.server.requests.filter((r) => (r.url ?? '').startsWith(`/sys/dict/loadDict/${DICT}`));

describe('useDictSearch', () => {
  it('debounces 800 ms by default: the last keyword of a burst is searched once', async () => {
    backend.server.on(`GET /sys/dict/loadDict/${DICT}`, ok([{ value: 'lisi', text: '李四' }], '', 0));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { result } = renderHook(() => useDictSearch({ dict: DICT, value: '' }));
    act(() => result.current.search('李'));
    act(() => vi.advanceTimersByTime(500));
    act(() => result.current.search('李四'));
    act(() => vi.advanceTimersByTime(799));
    expect(searches()).toHaveLength(0);
    expect(result.current.loading).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() => expect(result.current.options).toEqual([{ value: 'lisi', label: '李四' }]));
    expect(searches()).toHaveLength(1);
    expect(searches()[0]?.params).toMatchObject({ keyword: '李四', pageSize: 10 });
    expect(result.current.loading).toBe(false);
  });

  it('only the latest answer counts when an older search answers last', async () => {
    backend.server.on(`GET /sys/dict/loadDict/${DICT}`, (config) => {
      const keyword = (config.params as { keyword: string }).keyword;
      return keyword === 'slow'
        ? { ...ok([{ value: 'old', text: '旧' }], '', 0), delayMs: 200 }
        : ok([{ value: 'new', text: '新' }], '', 0);
    });
    const { result } = renderHook(() => useDictSearch({ dict: DICT, value: '', debounceMs: 0 }));
    act(() => result.current.search('slow'));
    await waitFor(() => expect(searches()).toHaveLength(1));
    act(() => result.current.search('fast'));
    await waitFor(() => expect(result.current.options).toEqual([{ value: 'new', label: '新' }]));
    await new Promise((r) => setTimeout(r, 300));
    expect(result.current.options).toEqual([{ value: 'new', label: '新' }]);
  });

  it('a label found in a search is not asked for again', async () => {
    backend.server.on(`GET /sys/dict/loadDict/${DICT}`, ok([{ value: 'lisi', text: '李四' }], '', 0));
    backend.server.on(`GET /sys/dict/loadDictItem/${DICT}`, ok(['?'], '', 0));
    const { result, rerender } = renderHook(({ value }) => useDictSearch({ dict: DICT, value }), {
      initialProps: { value: '' },
    });
    act(() => result.current.open());
    await waitFor(() => expect(result.current.options).toHaveLength(1));
    rerender({ value: 'lisi' });
    expect(result.current.selected).toEqual([{ value: 'lisi', label: '李四' }]);
    await new Promise((r) => setTimeout(r, 50));
    expect(backend.server.requests.filter((r) => (r.url ?? '').includes('loadDictItem'))).toHaveLength(0);
  });
});
