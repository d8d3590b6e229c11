import { Form, Modal, Select } from 'antd';
import type { ChoiceOption } from '../../../shared/flows/login-choice';
import { useRequiredChoice } from '../../../shared/hooks/use-required-choice';

interface Props {
  open: boolean;
  options: ChoiceOption[];
  current: string | null;
  /** Resolves true when the switch was made (the page then reloads). */
  onConfirm: (id: string) => Promise<boolean>;
  onClose: () => void;
}

export const TENANT_REQUIRED = '请选择租户';

/** 切换租户: a required choice among the session user's tenants, the current one preselected. */
export function TenantSwitchModal({ open, options, current, onConfirm, onClose }: Props) {
  const { value, invalid, pending, choose, confirm } = useRequiredChoice(current, async (id) => {
    if (await onConfirm(id)) onClose();
  });

  return (
    <Modal
      open={open}
      title="切换租户"
      okText="确定"
      cancelText="取消"
      confirmLoading={pending}
      onOk={() => void confirm()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form.Item
        label="租户"
        required
        validateStatus={invalid ? 'error' : undefined}
        help={invalid ? TENANT_REQUIRED : undefined}
      >
        <Select
          aria-label="租户"
          placeholder="请选择租户"
          value={value ?? undefined}
          status={invalid ? 'error' : undefined}
          options={options}
          onChange={choose}
          style={{ width: '100%' }}
        />
      </Form.Item>
    </Modal>
  );
}
