import { afterEach, describe, expect, it, vi } from 'vitest';
import { toSafeHtml } from '../../../src/shared/hooks/notify/safe-html';
import { speakNotice, ttsAddress } from '../../../src/shared/hooks/notify/speech';
import { resetAppConfigForTests, setAppConfigForTests } from '../../../src/shared/config/app-config';
import { installSpeechSpy } from './notify-fixtures';

describe('toSafeHtml', () => {
  const shapes = [
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<svg onload=alert(1)><circle/></svg>',
    '<a href="javascript:alert(1)">x</a>',
    '<a href="JaVaScRiPt:alert(1)">x</a>',
    '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
    '<form action="javascript:alert(1)"><button>x</button></form>',
    '<div style="background:url(javascript:alert(1))">x</div>',
    '<a href="data:text/html,<script>alert(1)</script>">x</a>',
    '<p onclick="alert(1)">x</p>',
    '<object data="javascript:alert(1)"></object>',
  ];
  it.each(shapes)('nothing executable survives: %s', (html) => {
    const out = toSafeHtml(html);
    expect(out).not.toMatch(
      /<script|onerror|onload|onclick|javascript:|srcdoc|<iframe|<svg|<math|<form|<object|style=|data:/i,
    );
  });

  it('keeps ordinary formatting and same-site or http links', () => {
    const out = toSafeHtml(
      '<p><b>明天</b>停电 <a href="/isystem/user">查看</a> <a href="https://x.cn/a">外链</a></p>',
    );
    expect(out).toContain('<b>明天</b>');
    expect(out).toContain('href="/isystem/user"');
    expect(out).toContain('href="https://x.cn/a"');
    expect(toSafeHtml(null)).toBe('');
  });
});

describe('speakNotice', () => {
  afterEach(() => {
    resetAppConfigForTests();
    vi.unstubAllGlobals();
  });

  it('uses the browser speech synthesis in zh-CN without a TTS URL', () => {
    setAppConfigForTests({});
    const speak = installSpeechSpy();
    speakNotice('  明天停电 ');
    expect(speak).toHaveBeenCalledTimes(1);
    expect(speak.mock.calls[0]![0]).toMatchObject({ text: '明天停电', lang: 'zh-CN' });
    speakNotice('   ');
    speakNotice(undefined);
    expect(speak).toHaveBeenCalledTimes(1);
  });

  it('plays the configured external TTS URL instead', () => {
    setAppConfigForTests({ ttsUrl: 'https://tts.example/text2audio?lan=zh&text=' });
    const speak = installSpeechSpy();
    const played: string[] = [];
    vi.stubGlobal(
      'Audio',
      class {
        constructor(readonly src: string) {
          played.push(src);
        }
        play() {
          return Promise.resolve();
        }
      },
    );
    speakNotice('停电 & 检修');
    expect(played).toEqual([
      'https://tts.example/text2audio?lan=zh&text=%E5%81%9C%E7%94%B5%20%26%20%E6%A3%80%E4%BF%AE',
    ]);
    expect(speak).not.toHaveBeenCalled();
  });

  it('fills a {text} placeholder', () => {
    expect(ttsAddress('https://t/x?q={text}&v=1', 'a b')).toBe('https://t/x?q=a%20b&v=1');
  });
});
