import { Button, Form, Input, Result, Typography } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import type { CaptchaState } from '../../../shared/hooks/use-captcha';
import { smsSentNotice } from '../../../shared/flows/alteration-flow';
import { CaptchaFormItem } from '../../forms/captcha-form-item';
import { smsCodeRules, usernameRules } from '../../forms/rules';
import { NewPasswordFields } from '../../forms/new-password-fields';

const SUBMIT = { style: { width: '100%' }, size: 'large', type: 'primary', htmlType: 'submit' } as const;

interface StepProps<T> {
  pending: boolean;
  onSubmit: (values: T) => unknown;
}

export interface AccountValues {
  username: string;
  captcha?: string;
}

/** Step 0 确认账号: the account and an image captcha (when the server uses captchas). */
export function AccountStep({
  pending,
  onSubmit,
  captcha,
}: StepProps<AccountValues> & { captcha: CaptchaState }) {
  return (
    <Form<AccountValues> onFinish={(v) => void onSubmit(v)} aria-label="确认账号">
      <Form.Item name="username" rules={usernameRules}>
        <Input size="large" prefix={<UserOutlined />} placeholder="请输入用户名" aria-label="用户名" />
      </Form.Item>
      <CaptchaFormItem captcha={captcha} />
      <Button {...SUBMIT} loading={pending}>
        下一步
      </Button>
    </Form>
  );
}

/** Step 1 安全验证: the SMS code sent to the account's (masked) phone. */
export function SmsStep({
  pending,
  onSubmit,
  maskedPhone,
}: StepProps<{ smscode: string }> & { maskedPhone: string }) {
  return (
    <Form<{ smscode: string }> onFinish={(v) => void onSubmit(v)} aria-label="安全验证">
      <Typography.Paragraph>{smsSentNotice(maskedPhone)}</Typography.Paragraph>
      <Form.Item name="smscode" rules={smsCodeRules}>
        <Input size="large" placeholder="请输入短信验证码" aria-label="短信验证码" />
      </Form.Item>
      <Button {...SUBMIT} loading={pending}>
        下一步
      </Button>
    </Form>
  );
}

export interface PasswordValues {
  password: string;
  confirmpassword: string;
}

/** Step 2 设置新密码: new password with the strength rule, and its confirmation. */
export function PasswordStep({ pending, onSubmit }: StepProps<PasswordValues>) {
  return (
    <Form<PasswordValues> onFinish={(v) => void onSubmit(v)} aria-label="设置新密码">
      <NewPasswordFields label="新密码" />
      <Button {...SUBMIT} loading={pending}>
        提交
      </Button>
    </Form>
  );
}

/** Step 3 完成. */
export function DoneStep({ username, onBack }: { username: string; onBack: () => void }) {
  return (
    <Result
      status="success"
      title="密码修改成功"
      subTitle={`账户 ${username} 的密码已重置，请使用新密码登录。`}
      extra={
        <Button type="primary" size="large" onClick={onBack}>
          返回登录
        </Button>
      }
    />
  );
}
