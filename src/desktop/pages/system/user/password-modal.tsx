import { Button, Form, Input, Space } from 'antd';
import type { SysUserRecord } from '../../../../shared/api/sys/user-admin-api';
import { usePasswordReset, type PasswordValues } from '../../../../shared/flows/user-admin';
import type { ListPageUi } from '../../../../shared/hooks/list-page/types';
import { AppModal } from '../../../widgets/modal/app-modal';
import { confirmPasswordRules, schemaRules } from './user-form-rules';

interface PasswordModalProps {
  user: SysUserRecord | null;
  ui: Pick<ListPageUi, 'warning' | 'success'>;
  onClose: () => void;
}

function PasswordForm({ user, ui, onClose }: PasswordModalProps & { user: SysUserRecord }) {
  const [form] = Form.useForm<PasswordValues>();
  const { saving, save } = usePasswordReset(form, user, ui, onClose);

  return (
    <>
      <Form form={form} labelCol={{ span: 5 }} wrapperCol={{ span: 16 }}>
        <Form.Item label="用户账号" htmlFor="reset-password-username">
          <Input id="reset-password-username" value={user.username} disabled />
        </Form.Item>
        <Form.Item name="password" label="登录密码" required rules={schemaRules('password')}>
          <Input.Password placeholder="请输入登录密码" autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmpassword"
          label="确认密码"
          required
          dependencies={['password']}
          rules={confirmPasswordRules()}
        >
          <Input.Password placeholder="请重新输入登录密码" autoComplete="new-password" />
        </Form.Item>
      </Form>
      <div style={{ textAlign: 'right' }}>
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={saving} onClick={() => void save()}>
            确定
          </Button>
        </Space>
      </div>
    </>
  );
}

/**
 * 密码 (JeecgBoot PasswordModal): the administrator sets a new password for a user
 * (`PUT /sys/user/changePassword`) with the strength rule and the confirmation.
 */
export function PasswordModal({ user, ui, onClose }: PasswordModalProps) {
  return (
    <AppModal
      open={user !== null}
      title="重新设置密码"
      width={600}
      footer={null}
      onCancel={onClose}
      mask={{ closable: false }}
    >
      {user ? <PasswordForm key={user.id} user={user} ui={ui} onClose={onClose} /> : null}
    </AppModal>
  );
}
