import { Button, Form, Input } from 'antd';
import { MobileOutlined, UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { PATHS } from '../../../shared/domain/routes/paths';
import { useRegisterFlow } from '../../../shared/flows/register-flow';
import { SmsCodeInput } from '../../widgets/sms-code/sms-code-input';
import * as M from '../../../shared/domain/validation/messages';
import { mobileRules, smsCodeRules, usernameRules } from '../../forms/rules';
import { useCaptcha } from '../../../shared/hooks/use-captcha';
import { CaptchaFormItem } from '../../forms/captcha-form-item';
import { usernameUniqueRule } from './username-unique-rule';
import { WithItemStatus } from '../../forms/form-item-status';
import { NewPasswordFields } from '../../forms/new-password-fields';

interface RegisterValues {
  username: string;
  mobile: string;
  /** The image captcha, asked before the SMS code when the server uses it. */
  captcha?: string;
  smscode: string;
  password: string;
  confirmpassword: string;
}

const USERNAME_RULES = [...usernameRules, usernameUniqueRule];

/**
 * /user/register: account, phone + SMS code (smsmode '1', after the image captcha when the server
 * uses it), password with strength and confirmation.
 */
export default function RegisterPage() {
  const [form] = Form.useForm<RegisterValues>();
  const flow = useRegisterFlow();
  const captcha = useCaptcha();

  const sendCode = async (): Promise<boolean> => {
    let values: Pick<RegisterValues, 'mobile' | 'captcha'>;
    try {
      values = (await form.validateFields(captcha.enabled ? ['mobile', 'captcha'] : ['mobile'])) as Pick<
        RegisterValues,
        'mobile' | 'captcha'
      >;
    } catch {
      return false;
    }
    try {
      const check = captcha.enabled
        ? { captcha: values.captcha ?? '', checkKey: captcha.checkKey }
        : undefined;
      return await flow.sendCode(values.mobile, check);
    } finally {
      // One image answers one request, sent or refused: a new one follows.
      if (captcha.enabled) {
        form.setFieldValue('captcha', '');
        captcha.refresh();
      }
    }
  };

  const onFinish = (v: RegisterValues) =>
    void flow.submit({ username: v.username, password: v.password, phone: v.mobile, smscode: v.smscode });

  return (
    <Form form={form} onFinish={onFinish} aria-label="注册">
      <h3 style={{ fontSize: 16, marginBottom: 20 }}>注册</h3>
      <Form.Item
        name="username"
        rules={USERNAME_RULES}
        validateFirst
        validateTrigger={['onChange', 'onBlur']}
      >
        <Input
          size="large"
          prefix={<UserOutlined />}
          placeholder="请输入用户名"
          aria-label="用户名"
          autoComplete="username"
        />
      </Form.Item>
      <Form.Item name="mobile" rules={mobileRules}>
        <Input
          size="large"
          prefix={<MobileOutlined />}
          placeholder="请输入手机号"
          aria-label="手机号"
          maxLength={11}
        />
      </Form.Item>
      <CaptchaFormItem captcha={captcha} />
      <Form.Item name="smscode" rules={smsCodeRules}>
        <WithItemStatus>
          <SmsCodeInput send={sendCode} />
        </WithItemStatus>
      </Form.Item>
      <NewPasswordFields label="密码" requiredMessage={M.PASSWORD_REQUIRED} />
      <Form.Item>
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Button
            type="primary"
            htmlType="submit"
            size="large"
            loading={flow.pending}
            style={{ width: '50%' }}
          >
            注册
          </Button>
          <Link to={PATHS.login}>使用已有账户登录</Link>
        </div>
      </Form.Item>
    </Form>
  );
}
