import { Form, Modal, Select } from 'antd';
import type { Depart } from '../../../shared/domain/contract/user';
import { useRequiredChoice } from '../../../shared/hooks/use-required-choice';
import { departOptions } from '../../../shared/flows/login-choice';

interface Props {
  open: boolean;
  departs: Depart[];
  current: string | null | undefined;
  /** Resolves false when the switch failed (the core showed why): the dialog stays open. */
  onConfirm: (orgCode: string) => Promise<boolean>;
  onClose: () => void;
}

/** 部门选择 (spec 000 §4 department switch): the select is required and turns red when empty. */
export function DepartSwitchModal({ open, departs, current, onConfirm, onClose }: Props) {
  const { value, invalid, pending, choose, confirm } = useRequiredChoice(current ?? null, async (orgCode) => {
    if (await onConfirm(orgCode)) onClose();
  });

  return (
    <Modal
      open={open}
      title="部门选择"
      okText="确定"
      cancelText="取消"
      confirmLoading={pending}
      onOk={() => void confirm()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form.Item
        label="部门"
        required
        validateStatus={invalid ? 'error' : undefined}
        help={invalid ? '请选择部门' : undefined}
      >
        <Select
          aria-label="部门"
          placeholder="请选择登录部门"
          value={value ?? undefined}
          status={invalid ? 'error' : undefined}
          options={departOptions(departs)}
          onChange={choose}
          style={{ width: '100%' }}
        />
      </Form.Item>
    </Modal>
  );
}
