import type { CaptchaState } from '../../../shared/hooks/use-captcha';
import { LightField } from '../../forms/light-field';
import { CaptchaInput } from '../../widgets/captcha/captcha-input';
import type { LoginForm } from './use-login-page';

/** The login form's captcha field (both tabs), shown only while the check is on. */
export function CaptchaField({ id, form, captcha }: { id: string; form: LoginForm; captcha: CaptchaState }) {
  if (!captcha.enabled) return null;
  return (
    <LightField id={id} error={form.errors.captcha}>
      {(state) => (
        <CaptchaInput
          captcha={captcha}
          value={form.values.captcha}
          onChange={(v) => form.setValue('captcha', v)}
          {...state}
        />
      )}
    </LightField>
  );
}
