import { describe, expect, it } from 'vitest';
import {
  detectDevice,
  detectInApp,
  isPcClientUserAgent,
  isPhoneUserAgent,
} from '../../../../src/shared/domain/device/detect';

/** Real user agents as the apps send them (2024–2025 clients). */
const UA = {
  dingtalkAndroid:
    'Mozilla/5.0 (Linux; U; Android 13; zh-CN; V2229A Build/TP1A.220624.014) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/100.0.4896.58 Mobile Safari/537.36 AliApp(DingTalk/7.6.0) com.alibaba.android.rimet/38282395 Channel/700159 language/zh-CN abi/64 Hmos/1 UT4Aplus/0.2.25 colorScheme/light',
  dingtalkIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 AliApp(DingTalk/7.5.10) com.laiwang.DingTalk/32788089 Channel/201200 language/zh-Hans-CN UT4Aplus/0.0.6 WK',
  dingtalkPcWindows:
    'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/86.0.4240.198 Safari/537.36 dingtalk-win/1.0.0 nw(0.14.7) DingTalk(7.5.0-Release.3209) Mojo/1.0.0 Native AppType(release) Channel/201200',
  dingtalkPcMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) DingTalk(7.5.0) Channel/201200 language/zh-CN',
  wecomAndroid:
    'Mozilla/5.0 (Linux; Android 12; M2102K1C Build/SKQ1.211006.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36 XWEB/5169 MMWEBSDK/20230805 MMWEBID/6360 wxwork/4.1.10 MicroMessenger/7.0.1 NetType/WIFI Language/zh Lang/zh ColorScheme/Light',
  wecomIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 wxwork/4.1.10 MicroMessenger/7.0.1 Language/zh ColorScheme/Light',
  wecomPc:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0.4044.138 Safari/537.36 QBCore/4.0.1326.400 QQBrowser/9.0.2524.400 Mozilla/5.0 (Windows NT 6.1; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/53.0.2875.116 Safari/537.36 NetType/WIFI MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat(0x63090719) wxwork/4.1.10 (MicroMessenger/6.2) WeChat/2.0.4',
  wecomPcMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) wxwork/4.1.16 (MicroMessenger/6.2) MacWechat NetType/WIFI WindowsWechat Language/zh ColorScheme/Light',
  dingtalkIpad:
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 AliApp(DingTalk/7.5.10) com.laiwang.DingTalk/32788089 Channel/201200 language/zh-Hans-CN',
  wechat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.42(0x18002a2c) NetType/WIFI Language/zh_CN',
  chromeDesktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
};

describe('in-app detection (user agent)', () => {
  it.each([
    ['DingTalk Android', UA.dingtalkAndroid, 'dingtalk'],
    ['DingTalk iOS', UA.dingtalkIos, 'dingtalk'],
    ['DingTalk PC (Windows)', UA.dingtalkPcWindows, 'dingtalk'],
    ['DingTalk PC (macOS)', UA.dingtalkPcMac, 'dingtalk'],
    ['WeCom Android', UA.wecomAndroid, 'wxwork'],
    ['WeCom iOS', UA.wecomIos, 'wxwork'],
    ['WeCom PC', UA.wecomPc, 'wxwork'],
    ['plain WeChat is not WeCom', UA.wechat, null],
    ['desktop Chrome', UA.chromeDesktop, null],
    ['iPhone Safari', UA.safariIphone, null],
    ['empty', '', null],
  ])('%s', (_, ua, expected) => {
    expect(detectInApp(ua)).toBe(expected);
  });

  it('the phone apps get the phone shell at tablet width, the PC clients keep the desktop shell when wide', () => {
    expect(detectDevice({ width: 390, userAgent: UA.dingtalkIos })).toMatchObject({
      shell: 'mobile',
      inApp: 'dingtalk',
    });
    expect(detectDevice({ width: 900, userAgent: UA.wecomAndroid })).toMatchObject({
      shell: 'mobile',
      inApp: 'wxwork',
    });
    expect(detectDevice({ width: 1280, userAgent: UA.dingtalkPcWindows })).toMatchObject({
      shell: 'desktop',
      inApp: 'dingtalk',
    });
    expect(detectDevice({ width: 1280, userAgent: UA.wecomPc })).toMatchObject({
      shell: 'desktop',
      inApp: 'wxwork',
    });
  });

  it('phone user agents: iPhone and Android phones, not desktop or the PC clients', () => {
    expect(isPhoneUserAgent(UA.dingtalkAndroid)).toBe(true);
    expect(isPhoneUserAgent(UA.wecomIos)).toBe(true);
    expect(isPhoneUserAgent(UA.dingtalkPcWindows)).toBe(false);
    expect(isPhoneUserAgent(UA.chromeDesktop)).toBe(false);
  });

  it.each([
    ['DingTalk PC (Windows)', UA.dingtalkPcWindows, true],
    ['DingTalk PC (macOS)', UA.dingtalkPcMac, true],
    ['WeCom PC (Windows)', UA.wecomPc, true],
    ['WeCom PC (macOS)', UA.wecomPcMac, true],
    ['DingTalk Android', UA.dingtalkAndroid, false],
    ['DingTalk iOS', UA.dingtalkIos, false],
    ['DingTalk iPad', UA.dingtalkIpad, false],
    ['WeCom Android', UA.wecomAndroid, false],
    ['WeCom iOS', UA.wecomIos, false],
    ['desktop Chrome (not in an app)', UA.chromeDesktop, false],
  ])('PC client user agent: %s → %s', (_, ua, expected) => {
    expect(isPcClientUserAgent(ua)).toBe(expected);
  });

  // The PC clients: the window width decides; a 1024×768 client window is a laptop, not a phone.
  it.each([
    ['DingTalk PC (Windows)', UA.dingtalkPcWindows, 1024, 'desktop', true],
    ['DingTalk PC (macOS)', UA.dingtalkPcMac, 1024, 'desktop', true],
    ['WeCom PC (Windows)', UA.wecomPc, 1024, 'desktop', true],
    ['WeCom PC (macOS)', UA.wecomPcMac, 1050, 'desktop', true],
    ['DingTalk PC (Windows)', UA.dingtalkPcWindows, 1440, 'desktop', false],
    ['DingTalk PC (Windows)', UA.dingtalkPcWindows, 1023, 'mobile', true],
    ['WeCom PC (Windows)', UA.wecomPc, 800, 'mobile', true],
    ['WeCom PC (macOS)', UA.wecomPcMac, 600, 'mobile', true],
  ] as const)('%s at %d px → %s shell', (_, ua, width, shell, collapsed) => {
    expect(detectDevice({ width, userAgent: ua })).toMatchObject({ shell, sidebarCollapsed: collapsed });
  });

  // The phone apps are phone-class: the phone shell up to the desktop breakpoint, at any window size.
  it.each([
    ['DingTalk Android', UA.dingtalkAndroid],
    ['DingTalk iOS', UA.dingtalkIos],
    ['DingTalk iPad', UA.dingtalkIpad],
    ['WeCom Android', UA.wecomAndroid],
    ['WeCom iOS', UA.wecomIos],
  ])('%s at 1024 px keeps the phone shell', (_, ua) => {
    expect(detectDevice({ width: 1024, userAgent: ua }).shell).toBe('mobile');
  });
});
