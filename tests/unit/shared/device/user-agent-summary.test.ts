import { describe, expect, it } from 'vitest';
import { summarizeUserAgent } from '../../../../src/shared/domain/device/user-agent-summary';

describe('summarizeUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      'Chrome 126 · Windows',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87',
      'Edge 126 · Windows',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 wxwork/4.1.22 MicroMessenger/7.0.1',
      '企业微信 4 · iOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; V2227A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/101.0 Mobile Safari/537.36 DingTalk/7.5.0',
      '钉钉 7 · Android',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      'Safari 17 · macOS',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0', 'Firefox 127 · Linux'],
  ])('%s', (ua, expected) => {
    expect(summarizeUserAgent(ua)).toBe(expected);
  });

  it('keeps an unknown agent short and an empty one empty', () => {
    expect(summarizeUserAgent('curl/8.5.0')).toBe('curl/8.5.0');
    expect(summarizeUserAgent('x'.repeat(100))).toHaveLength(40);
    expect(summarizeUserAgent(null)).toBe('');
    expect(summarizeUserAgent('   ')).toBe('');
  });
});
