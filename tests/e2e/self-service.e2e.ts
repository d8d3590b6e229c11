// Self-service without an administrator: a plant worker registers on the phone with an SMS code,
// then, having forgotten the password, resets it at a desktop in four steps. The SMS codes are
// read from the server's log provider, exactly as they would arrive on the phone.
import { describe, expect, it } from 'vitest';
import { desktopContext, phoneContext } from './support/browser';
import { setupServerAndBrowser } from './support/harness';
import { signIn, waitForPath } from './support/ui';

const h = setupServerAndBrowser();
const USERNAME = 'plant_worker01';
const PHONE = '13912345678';

describe('self-service', () => {
  it('registers on the phone, then resets the forgotten password on the desktop', async () => {
    const phone = await phoneContext(h.browser, h.server.url);
    const page = await phone.newPage();
    await page.goto('/user/register');
    await page.getByPlaceholder('请输入用户名').fill(USERNAME);
    await page.getByPlaceholder('请输入密码').fill('Plant#2026a');
    await page.getByPlaceholder('请确认密码').fill('Plant#2026a');
    await page.getByPlaceholder('请输入手机号').fill(PHONE);
    const logMark = h.server.output().length;
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByPlaceholder('请输入短信验证码').fill(await h.server.waitForSms(PHONE, logMark));
    await page.getByRole('button', { name: '注册', exact: true }).click();
    await waitForPath(page, '/user/register-result');
    await page.getByText(`你的账户：${USERNAME} 注册成功`).waitFor();

    // A self-registered account has no permissions: it signs in to the home page only.
    await signIn(page, USERNAME, 'Plant#2026a');
    await waitForPath(page, '/dashboard/analysis');
    await page.getByRole('button', { name: '菜单' }).click();
    await expect.poll(() => page.getByText('个人中心', { exact: true }).count()).toBe(0);
    await phone.close();

    // Forgotten password, four steps, the code sent to the account's own phone.
    const desktop = await desktopContext(h.browser, h.server.url);
    const d = await desktop.newPage();
    await d.goto('/user/login');
    await d.getByRole('link', { name: '忘记密码' }).click();
    await waitForPath(d, '/user/alteration');
    const account = d.getByRole('form', { name: '确认账号' });
    await account.getByLabel('用户名').fill(USERNAME);
    const mark = h.server.output().length;
    await account.getByRole('button', { name: '下一步' }).click();
    const verify = d.getByRole('form', { name: '安全验证' });
    // The answer never names the phone (it would tell which accounts exist).
    await verify.getByText('如该账号已绑定手机，验证码已发送至该手机').waitFor();
    await verify.getByLabel('短信验证码').fill(await h.server.waitForSms(PHONE, mark));
    await verify.getByRole('button', { name: '下一步' }).click();
    const reset = d.getByRole('form', { name: '设置新密码' });
    await reset.getByLabel('新密码', { exact: true }).fill('Reset#2026b');
    await reset.getByLabel('确认新密码').fill('Reset#2026b');
    await reset.getByRole('button', { name: '提交' }).click();
    await d.getByText('密码修改成功').waitFor();
    await d.getByRole('button', { name: '返回登录' }).click();
    await waitForPath(d, '/user/login');

    await signIn(d, USERNAME, 'Reset#2026b');
    await waitForPath(d, '/dashboard/analysis');
    await desktop.close();
  });
});
