// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ATTEMPT_KEY,
  ATTEMPT_WINDOW_MS,
  claimAutoAttempt,
} from '../../../../src/shared/platform/in-app-login/attempt-guard';
import {
  isFramedBySameOrigin,
  isReloginFrame,
  isReloginFrameMessage,
  postReloginResult,
  runReloginFrame,
} from '../../../../src/shared/platform/in-app-login/relogin-frame';

afterEach(() => {
  sessionStorage.clear();
  document.body.innerHTML = '';
  vi.useRealTimers();
});

function frameWindow(): Window {
  const frame = document.querySelector('iframe');
  if (!frame?.contentWindow) throw new Error('no frame');
  return frame.contentWindow;
}

function post(data: unknown, origin: string, source: Window | null) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

describe('WeCom re-login frame (parent side)', () => {
  it('loads the authorize URL in a hidden frame and accepts only its own same-origin message', async () => {
    const done = vi.fn();
    const result = runReloginFrame('about:blank#authorize').then((m) => {
      done();
      return m;
    });
    const frame = document.querySelector('iframe')!;
    expect(frame.style.display).toBe('none');
    // The name survives the trip to WeCom and back: the returning page knows it is the re-login frame.
    expect(frame.name).toBe('cwxt-relogin');
    expect(frame.getAttribute('src')).toBe('about:blank#authorize');
    const ok = { type: 'cwxt-inapp-relogin', ok: true };
    post(ok, 'https://evil.example', frameWindow());
    post(ok, window.location.origin, window);
    post({ type: 'something-else', ok: true }, window.location.origin, frameWindow());
    await Promise.resolve();
    expect(done).not.toHaveBeenCalled();
    post(ok, window.location.origin, frameWindow());
    await expect(result).resolves.toEqual(ok);
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('gives up after the timeout with a Chinese message', async () => {
    vi.useFakeTimers();
    const result = runReloginFrame('about:blank', 15_000);
    await vi.advanceTimersByTimeAsync(15_000);
    await expect(result).resolves.toEqual({
      type: 'cwxt-inapp-relogin',
      ok: false,
      message: '企业微信登录超时，请使用账号登录',
    });
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('recognises only well-formed frame messages', () => {
    expect(isReloginFrameMessage({ type: 'cwxt-inapp-relogin', ok: false, message: 'x' })).toBe(true);
    expect(isReloginFrameMessage({ type: 'cwxt-inapp-relogin' })).toBe(false);
    expect(isReloginFrameMessage('cwxt-inapp-relogin')).toBe(false);
    expect(isReloginFrameMessage(null)).toBe(false);
  });
});

describe('WeCom re-login frame (frame side)', () => {
  it('a top-level page is not framed', () => {
    expect(isFramedBySameOrigin(window)).toBe(false);
  });

  it('a frame of this origin is framed and posts to its parent with targetOrigin = its origin', () => {
    const parent = { location: { origin: 'https://console.example' }, postMessage: vi.fn() };
    const child = { parent, location: { origin: 'https://console.example' } } as unknown as Window;
    expect(isFramedBySameOrigin(child)).toBe(true);
    postReloginResult({ ok: true }, child);
    expect(parent.postMessage).toHaveBeenCalledWith(
      { type: 'cwxt-inapp-relogin', ok: true },
      'https://console.example',
    );
  });

  it('only the frame named cwxt-relogin inside our own origin is the re-login frame', () => {
    const parent = { location: { origin: 'https://console.example' } };
    const named = { parent, name: 'cwxt-relogin', location: { origin: 'https://console.example' } };
    expect(isReloginFrame(named as unknown as Window)).toBe(true);
    expect(isReloginFrame({ ...named, name: '' } as unknown as Window)).toBe(false);
    expect(isReloginFrame(window)).toBe(false);
  });

  it('a frame inside another origin is not the re-login frame', () => {
    const parent = {
      get location(): Location {
        throw new DOMException('Blocked a frame with origin', 'SecurityError');
      },
    };
    const child = { parent, location: { origin: 'https://console.example' } } as unknown as Window;
    expect(isFramedBySameOrigin(child)).toBe(false);
  });
});

describe('loop guard', () => {
  it('one automatic attempt per 60 s', () => {
    expect(claimAutoAttempt(1_000_000)).toBe(true);
    expect(sessionStorage.getItem(ATTEMPT_KEY)).toBe('1000000');
    expect(claimAutoAttempt(1_000_000 + ATTEMPT_WINDOW_MS - 1)).toBe(false);
    expect(claimAutoAttempt(1_000_000 + ATTEMPT_WINDOW_MS)).toBe(true);
  });

  it('a garbage record does not block', () => {
    sessionStorage.setItem(ATTEMPT_KEY, 'nonsense');
    expect(claimAutoAttempt(5)).toBe(true);
  });
});
