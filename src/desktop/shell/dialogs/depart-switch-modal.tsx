import { useState } from 'react';
import { Form, Modal, Select } from 'antd';
import type { Depart } from '../../../shared/domain/contract/user';

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
  const [value, setValue] = useState<string | undefined>(current ?? undefined);
  const [invalid, setInvalid] = useState(false);
  const [pending, setPending] = useState(false);

  const onOk = async () => {
    if (!value) {
      setInvalid(true);
      return;
    }
    setPending(true);
    const switched = await onConfirm(value);
    setPending(false);
    if (switched) onClose();
  };

  return (
    <Modal
      open={open}
      title="部门选择"
      okText="确定"
      cancelText="取消"
      confirmLoading={pending}
      onOk={() => void onOk()}
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
          value={value}
          status={invalid ? 'error' : undefined}
          options={departs.map((d) => ({ value: d.orgCode, label: d.departName }))}
          onChange={(v: string) => {
            setValue(v);
            setInvalid(false);
          }}
          style={{ width: '100%' }}
        />
      </Form.Item>
    </Modal>
  );
}
