import { Modal } from 'antd';
import { ChangePasswordForm } from './change-password-form';
import { useChangePasswordForm } from './use-change-password-form';

/** The header's 修改密码 dialog: closes after a successful change. */
export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { form, onFinish, pending } = useChangePasswordForm(onClose);
  return (
    <Modal
      open={open}
      title="修改密码"
      okText="确定"
      cancelText="取消"
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      destroyOnHidden
    >
      <ChangePasswordForm form={form} onFinish={(v) => void onFinish(v)} />
    </Modal>
  );
}
