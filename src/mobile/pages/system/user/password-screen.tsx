import { Button, Form, Input } from 'antd-mobile';
import type { SysUserRecord } from '../../../../shared/api/sys/user-admin-api';
import {
  confirmPasswordRule,
  usePasswordReset,
  type PasswordValues,
  userFieldRules,
} from '../../../../shared/flows/user-admin';
import type { ListPageUi } from '../../../../shared/hooks/list-page/types';
import { FullScreenDialog } from '../../../ui/full-screen-dialog';

interface PasswordScreenProps {
  user: SysUserRecord;
  ui: Pick<ListPageUi, 'warning' | 'success'>;
  onClose: () => void;
}

/** 重置密码 on the phone: the administrator's reset with the strength rule and the confirmation. */
export function PasswordScreen({ user, ui, onClose }: PasswordScreenProps) {
  const [form] = Form.useForm<PasswordValues>();
  const { saving, save } = usePasswordReset(form, user, ui, onClose);

  return (
    <FullScreenDialog
      title="重置密码"
      open
      onClose={onClose}
      footer={
        <Button block color="primary" size="large" loading={saving} onClick={() => void save()}>
          确定
        </Button>
      }
    >
      <Form form={form} name="reset-password" layout="horizontal">
        <Form.Item label="用户账号">
          <span>{user.username}</span>
        </Form.Item>
        <Form.Item name="password" label="登录密码" required rules={userFieldRules('password')}>
          <Input type="password" placeholder="请输入登录密码" autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmpassword"
          label="确认密码"
          required
          dependencies={['password']}
          rules={[confirmPasswordRule(() => form.getFieldValue('password'))]}
        >
          <Input type="password" placeholder="请重新输入登录密码" autoComplete="new-password" />
        </Form.Item>
      </Form>
    </FullScreenDialog>
  );
}
