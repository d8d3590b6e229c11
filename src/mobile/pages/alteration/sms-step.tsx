import { Button, Form, Input } from 'antd-mobile';
import { SMS_CODE_REQUIRED } from '../../../shared/domain/validation/messages';
import { required } from '../../ui/form-rules';
import { smsSentNotice } from '../../../shared/flows/alteration-flow';

interface SmsStepProps {
  maskedPhone: string;
  pending: boolean;
  onSubmit: (smscode: string) => Promise<unknown>;
  onRestart: () => void;
}

/** Step 2 安全验证: the SMS code sent to the account's (masked) phone. */
export function SmsStep({ maskedPhone, pending, onSubmit, onRestart }: SmsStepProps) {
  return (
    <Form
      requiredMarkStyle="none"
      name="alteration-sms"
      onFinish={(v: { smscode: string }) => void onSubmit(v.smscode.trim())}
      footer={
        <>
          <Button block type="submit" color="primary" size="large" loading={pending}>
            下一步
          </Button>
          <Button block fill="none" style={{ marginTop: 8 }} onClick={onRestart}>
            重新获取验证码
          </Button>
        </>
      }
    >
      <Form.Header>{smsSentNotice(maskedPhone)}</Form.Header>
      <Form.Item name="smscode" label="短信验证码" rules={[required(SMS_CODE_REQUIRED)]}>
        <Input placeholder="请输入短信验证码" type="tel" autoComplete="one-time-code" />
      </Form.Item>
    </Form>
  );
}
