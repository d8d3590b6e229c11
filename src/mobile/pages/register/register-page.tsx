import { Button, Form, Input } from 'antd-mobile';
import { Link, useLocation } from 'react-router-dom';
import { checkOnlyUser } from '../../../shared/api/sys/auth-api';
import { PATHS } from '../../../shared/domain/routes/paths';
import {
  CAPTCHA_REQUIRED,
  PASSWORD_REQUIRED,
  SMS_CODE_REQUIRED,
  USERNAME_REQUIRED,
} from '../../../shared/domain/validation/messages';
import { validateEmail, validateMobile, validateUsername } from '../../../shared/domain/validation/rules';
import { asyncRule } from '../../../shared/forms/to-rule';
import { useRegisterFlow } from '../../../shared/flows/register-flow';
import { useCaptcha } from '../../../shared/hooks/use-captcha';
import { useDocumentTitle } from '../../app/document-title';
import { SmsButton } from '../../ui/sms-button';
import { required } from '../../ui/form-rules';
import { NewPasswordFields } from '../../ui/new-password-fields';

const USERNAME_TAKEN = '用户名已存在!';
const REGISTER_CONFIRM_REQUIRED = '请确认密码!';

interface RegisterValues {
  username: string;
  email?: string;
  password: string;
  confirmpassword: string;
  phone: string;
  smscode: string;
  captcha?: string;
}

/** Async uniqueness check of the username (GET /sys/user/checkOnlyUser). */
const uniqueUsername = {
  validator: async (_rule: unknown, value: unknown) => {
    if (typeof value !== 'string' || !value || validateUsername(value)) return;
    const res = await checkOnlyUser({ username: value });
    if (!res.success) throw new Error(USERNAME_TAKEN);
  },
};

/**
 * Self-registration: username, phone + SMS code (smsmode '1', after the image captcha when the
 * server uses it), password.
 */
export default function RegisterPage() {
  const { pathname } = useLocation();
  useDocumentTitle('注册', pathname);
  const [form] = Form.useForm<RegisterValues>();
  const flow = useRegisterFlow();
  const captcha = useCaptcha();

  const sendCode = async (): Promise<boolean> => {
    try {
      await form.validateFields(captcha.enabled ? ['phone', 'captcha'] : ['phone']);
    } catch {
      return false;
    }
    const check = captcha.enabled
      ? { captcha: String(form.getFieldValue('captcha') ?? ''), checkKey: captcha.checkKey }
      : undefined;
    try {
      return await flow.sendCode(String(form.getFieldValue('phone')).trim(), check);
    } finally {
      // One image answers one request, sent or refused: a new one follows.
      if (captcha.enabled) {
        form.setFieldValue('captcha', '');
        captcha.refresh();
      }
    }
  };

  const onFinish = (v: RegisterValues) =>
    void flow.submit({
      username: v.username.trim(),
      password: v.password,
      phone: v.phone.trim(),
      smscode: v.smscode,
      ...(v.email ? { email: v.email } : {}),
    });

  return (
    <section aria-label="注册">
      <h2 style={{ fontSize: 18, margin: '0 0 8px' }}>注册</h2>
      <Form
        requiredMarkStyle="none"
        name="register"
        form={form}
        onFinish={onFinish}
        footer={
          <>
            <Button block type="submit" color="primary" size="large" loading={flow.pending}>
              注册
            </Button>
            <div style={{ textAlign: 'center', marginTop: 12 }}>
              <Link to={PATHS.login}>使用已有账户登录</Link>
            </div>
          </>
        }
      >
        <Form.Item
          name="username"
          label="用户名"
          validateFirst
          rules={[required(USERNAME_REQUIRED), asyncRule(validateUsername), uniqueUsername]}
        >
          <Input placeholder="请输入用户名" autoComplete="username" clearable />
        </Form.Item>
        <Form.Item name="email" label="邮箱" rules={[asyncRule(validateEmail)]}>
          <Input placeholder="请输入邮箱" type="email" autoComplete="email" clearable />
        </Form.Item>
        <NewPasswordFields
          form={form}
          label="密码"
          requiredMessage={PASSWORD_REQUIRED}
          confirmRequiredMessage={REGISTER_CONFIRM_REQUIRED}
        />
        <Form.Item name="phone" label="手机号" rules={[asyncRule(validateMobile)]}>
          <Input placeholder="请输入手机号" type="tel" autoComplete="tel" clearable />
        </Form.Item>
        {captcha.enabled && (
          <Form.Item
            name="captcha"
            label="图形验证码"
            rules={[required(CAPTCHA_REQUIRED)]}
            extra={
              <button
                type="button"
                className="cwxt-m-captcha"
                aria-label="刷新验证码"
                onClick={captcha.refresh}
              >
                {captcha.image ? <img src={captcha.image} alt="验证码" /> : <span>点击获取</span>}
              </button>
            }
          >
            <Input placeholder="请输入图形验证码" autoComplete="off" />
          </Form.Item>
        )}
        <Form.Item
          name="smscode"
          label="验证码"
          rules={[required(SMS_CODE_REQUIRED)]}
          extra={<SmsButton onSend={sendCode} />}
        >
          <Input placeholder="请输入短信验证码" type="tel" autoComplete="one-time-code" />
        </Form.Item>
      </Form>
    </section>
  );
}
