import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderCallbackPage } from '../../../server/modules/third-login/callback-page';
import { THIRD_LOGIN_STORAGE_KEY } from '../../../src/shared/domain/contract/third-login';

// The callback page's script, run in jsdom: the page itself is server HTML, so this is the only
// place its browser behaviour is checked without a real browser.
const page = renderCallbackPage(
  { kind: 'handoff', handoff: { code: 'C-1</script>', thirdType: 'github', redirect: '/isys/user' } },
  'n0nce',
).html;

function runPage(opener: unknown): void {
  const data = /<script type="application\/json" id="handoff">([^<]*)<\/script>/.exec(page)?.[1] ?? '';
  const script = /<script nonce="n0nce">([\s\S]*?)<\/script>/.exec(page)?.[1] ?? '';
  document.body.innerHTML = `<script type="application/json" id="handoff">${data}</script>`;
  Object.defineProperty(window, 'opener', { value: opener, configurable: true, writable: true });
  // The page's own script, under test.
  new Function(script)();
}

afterEach(() => {
  Object.defineProperty(window, 'opener', { value: null, configurable: true, writable: true });
  vi.restoreAllMocks();
});

describe('third-party callback page', () => {
  it('escapes the data block (no early </script>)', () => {
    expect(page).not.toContain('C-1</script>');
    expect(page).toContain('C-1\\u003c/script>');
  });

  it('posts the code to a same-origin opener, aimed at our origin only, and closes', () => {
    const postMessage = vi.fn();
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    runPage({ location: { origin: window.location.origin }, postMessage });
    expect(postMessage).toHaveBeenCalledWith(
      { type: 'cwxt-third-login', code: 'C-1</script>', thirdType: 'github' },
      window.location.origin,
    );
    expect(close).toHaveBeenCalled();
    expect(sessionStorage.getItem(THIRD_LOGIN_STORAGE_KEY)).toBeNull();
  });

  it('keeps the code in this tab when the opener is foreign or absent', () => {
    const postMessage = vi.fn();
    const foreign = {
      get location(): never {
        throw new DOMException('Blocked a frame with origin', 'SecurityError');
      },
      postMessage,
    };
    for (const opener of [foreign, { location: { origin: 'https://evil.example.com' }, postMessage }, null]) {
      sessionStorage.clear();
      runPage(opener);
      expect(JSON.parse(sessionStorage.getItem(THIRD_LOGIN_STORAGE_KEY) ?? 'null')).toEqual({
        code: 'C-1</script>',
        thirdType: 'github',
        redirect: '/isys/user',
      });
    }
    expect(postMessage).not.toHaveBeenCalled();
  });
});
