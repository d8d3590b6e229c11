import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  holdUntilFirstList,
  releaseFirstList,
  useAfterFirstList,
} from '../../../src/shared/session/first-list-gate';

afterEach(() => {
  releaseFirstList();
  vi.useRealTimers();
});

describe('first list gate', () => {
  it('is open when no sign-in held it', () => {
    expect(renderHook(() => useAfterFirstList()).result.current).toBe(true);
  });

  it('a sign-in closes it until the first list is painted', () => {
    const { result } = renderHook(() => useAfterFirstList());
    act(() => holdUntilFirstList());
    expect(result.current).toBe(false);
    act(() => releaseFirstList());
    expect(result.current).toBe(true);
  });

  it('opens by itself after 4 s when no list is painted', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useAfterFirstList());
    act(() => holdUntilFirstList());
    act(() => vi.advanceTimersByTime(3_900));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe(true);
  });
});
