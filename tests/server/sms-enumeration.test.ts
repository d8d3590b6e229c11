import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { storeCaptcha } from '../../server/modules/captcha/service';
import { MAX_SENDS_PER_DAY, SMS_QUOTA_MESSAGE } from '../../server/modules/sms/code-store';
import { call, createUser } from './support/helpers';
import { API, createTestApp, type TestApp } from './support/test-app';

/**
 * POST /sys/sms cannot be used to tell registered, unregistered and frozen numbers (or accounts)
 * apart, sends nothing without the human check, and is limited per number and per address.
 */
let t: TestApp;
const LIVE = '13911110001';
const FROZEN = '13911110002';
const FREE = '13911110003';

beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_CAPTCHA: 'on' } });
  await createUser(t, { username: 'smslive', password: 'SmsLive@2025', phone: LIVE });
  await createUser(t, { username: 'smsfrozen', password: 'SmsFrozen@2025', phone: FROZEN, status: 2 });
}, 180_000);
afterAll(() => t.close());

let keys = 0;
/** Asks for a code with a right captcha (a fresh one each time) unless told otherwise. */
async function ask(body: Readonly<Record<string, string | undefined>>, captcha = true) {
  const checkKey = `sms-key-${(keys += 1)}`;
  if (captcha) await storeCaptcha(t.app.deps, checkKey, 'Kp7w');
  const res = await call(t.app, 'POST', '/sys/sms', {
    body: captcha ? { ...body, captcha: 'kp7w', checkKey } : body,
  });
  const { timestamp: _timestamp, ...rest } = res.body;
  return { status: res.status, ...rest };
}

const allowResend = () => t.db.query("UPDATE sys_sms_code SET sent_at = now() - interval '2 minutes'");

describe('POST /sys/sms', () => {
  it('answers the same for registered, unregistered and frozen numbers in every mode', async () => {
    for (const [smsmode, subjects] of [
      ['0', [{ mobile: LIVE }, { mobile: FREE }, { mobile: FROZEN }]],
      ['1', [{ mobile: LIVE }, { mobile: FREE }, { mobile: FROZEN }]],
      ['2', [{ username: 'smslive' }, { username: 'nobody_sms' }, { username: 'smsfrozen' }]],
    ] as const) {
      const answers = [];
      for (const subject of subjects) answers.push(await ask({ smsmode, ...subject }));
      expect(answers[1], `mode ${smsmode}`).toEqual(answers[0]);
      expect(answers[2], `mode ${smsmode}`).toEqual(answers[0]);
      expect(answers[0]).toMatchObject({ status: 200, success: true, code: 0 });
      // The 60-second resend rule answers alike too.
      const again = [];
      for (const subject of subjects) again.push(await ask({ smsmode, ...subject }));
      expect(again[1]).toEqual(again[0]);
      expect(again[2]).toEqual(again[0]);
      expect(again[0]).toMatchObject({ success: false, message: '验证码10分钟内，仍然有效！' });
      await allowResend();
    }
    // Only the numbers that can use a code received one: login to the live account, register to
    // the free number, reset to the accounts' own phones (a frozen owner may still reset).
    expect(t.sms.sent.map((s) => `${s.smsmode}:${s.mobile}`).sort()).toEqual(
      [`0:${LIVE}`, `1:${FREE}`, `2:${LIVE}`, `2:${FROZEN}`].sort(),
    );
  });

  it('a number without an account cannot sign in, and says only that the code is wrong', async () => {
    await allowResend();
    await ask({ smsmode: '0', mobile: FREE });
    const res = await call(t.app, 'POST', '/sys/phoneLogin', { body: { mobile: FREE, captcha: '123456' } });
    expect(res.body).toMatchObject({ success: false, message: '手机验证码错误' });
  });

  it('sends nothing without the human check', async () => {
    await allowResend();
    const before = t.sms.sent.length;
    for (const body of [
      { smsmode: '0', mobile: LIVE },
      { smsmode: '1', mobile: FREE },
      { smsmode: '2', username: 'smslive' },
    ]) {
      expect(await ask(body, false), body.smsmode).toMatchObject({ success: false, message: '验证码无效' });
      const wrong = await call(t.app, 'POST', '/sys/sms', {
        body: { ...body, captcha: 'zzzz', checkKey: 'never-issued' },
      });
      expect(wrong.body).toMatchObject({ success: false, code: 412, message: '验证码错误' });
    }
    expect(t.sms.sent).toHaveLength(before);
    // The registration mode with a right captcha sends to the free number.
    expect(await ask({ smsmode: '1', mobile: FREE })).toMatchObject({ success: true, code: 0 });
    expect(t.sms.sent.slice(before).map((s) => `${s.smsmode}:${s.mobile}`)).toEqual([`1:${FREE}`]);
  });

  it('with the slider as the human check, every mode sends without the image captcha', async () => {
    const slider = await createTestApp({ env: { LOGIN_CAPTCHA: 'on', LOGIN_HUMAN_CHECK: 'slider' } });
    try {
      for (const body of [
        { smsmode: '0', mobile: '13911110021' },
        { smsmode: '1', mobile: '13911110022' },
        { smsmode: '2', username: 'nobody_slider' },
      ]) {
        const res = await call(slider.app, 'POST', '/sys/sms', { body });
        expect(res.body, body.smsmode).toMatchObject({ success: true, code: 0 });
      }
      expect(slider.sms.sent.map((s) => `${s.smsmode}:${s.mobile}`)).toEqual(['1:13911110022']);
    } finally {
      await slider.close();
    }
  });

  it(`limits one number to ${MAX_SENDS_PER_DAY} codes a day, registered or not`, async () => {
    for (const mobile of ['13911110011', '13911110012']) {
      for (let i = 0; i < MAX_SENDS_PER_DAY; i++) {
        await allowResend();
        expect((await ask({ smsmode: '1', mobile })).success, `${mobile} #${i + 1}`).toBe(true);
      }
      await allowResend();
      expect(await ask({ smsmode: '1', mobile })).toMatchObject({
        success: false,
        message: SMS_QUOTA_MESSAGE,
      });
    }
  }, 120_000);

  it('limits one address (HTTP 429)', async () => {
    const limited = await buildApp({
      config: t.config,
      db: t.db,
      rateLimits: { sms: { max: 2, windowMs: 60_000 } },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.inject({
          method: 'POST',
          url: `${API}/sys/sms`,
          payload: { smsmode: '0', mobile: LIVE },
          remoteAddress: '10.77.0.1',
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});
