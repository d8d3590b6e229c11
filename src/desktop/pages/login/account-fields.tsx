import { LockOutlined, UserOutlined } from '@ant-design/icons';
import type { CaptchaState } from '../../../shared/hooks/use-captcha';
import { LightInput } from '../../widgets/light-input/light-input';
import { LightField } from '../../forms/light-field';
import { CaptchaField } from './captcha-field';
import type { LoginForm } from './use-login-page';

/** 账号密码登录 tab: username, password, and the image captcha only when the server asks for it. */
export function AccountFields({ form, captcha }: { form: LoginForm; captcha: CaptchaState }) {
  const { values, errors, setValue } = form;
  return (
    <>
      <LightField id="login-username" error={errors.username}>
        {(state) => (
          <LightInput
            label="用户名"
            placeholder="请输入用户名"
            prefix={<UserOutlined />}
            autoComplete="username"
            value={values.username}
            onChange={(v) => setValue('username', v)}
            {...state}
          />
        )}
      </LightField>
      <LightField id="login-password" error={errors.password}>
        {(state) => (
          <LightInput
            password
            label="密码"
            placeholder="请输入密码"
            prefix={<LockOutlined />}
            autoComplete="current-password"
            value={values.password}
            onChange={(v) => setValue('password', v)}
            {...state}
          />
        )}
      </LightField>
      <CaptchaField id="login-captcha" form={form} captcha={captcha} />
    </>
  );
}
