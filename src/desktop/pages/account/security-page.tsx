import { Button, Card, Form } from 'antd';
import { ChangePasswordForm } from '../../shell/dialogs/change-password-form';
import { useChangePasswordForm } from '../../shell/dialogs/use-change-password-form';

/** account/settings/Security: the same change-password form as the header dialog. */
export default function SecurityPage() {
  const { form, onFinish, pending } = useChangePasswordForm();
  return (
    <Card title="安全设置" style={{ maxWidth: 560 }}>
      <ChangePasswordForm
        form={form}
        onFinish={(v) => void onFinish(v)}
        footer={
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={pending}>
              确定
            </Button>
          </Form.Item>
        }
      />
    </Card>
  );
}
