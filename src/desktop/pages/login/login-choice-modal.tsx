import { useState } from 'react';
import { Form, Modal, Select } from 'antd';
import type { Depart, Tenant } from '../../../shared/domain/contract/user';

export type LoginChoice = { kind: 'depart'; options: Depart[] } | { kind: 'tenant'; options: Tenant[] };

interface Props {
  choice: LoginChoice;
  onChoose: (value: string) => unknown;
}

const TEXT = {
  depart: { title: '部门选择', label: '部门', placeholder: '请选择登录部门' },
  tenant: { title: '租户选择', label: '租户', placeholder: '请选择登录租户' },
} as const;

/** After a login with several departments / tenants: the user must pick one before entering. */
export default function LoginChoiceModal({ choice, onChoose }: Props) {
  const [value, setValue] = useState<string | undefined>();
  const [invalid, setInvalid] = useState(false);
  const [pending, setPending] = useState(false);
  const text = TEXT[choice.kind];
  const options =
    choice.kind === 'depart'
      ? choice.options.map((d) => ({ value: d.orgCode, label: d.departName }))
      : choice.options.map((t) => ({ value: String(t.id), label: t.name }));

  const onOk = async () => {
    if (!value) {
      setInvalid(true);
      return;
    }
    setPending(true);
    try {
      await onChoose(value);
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      open
      title={text.title}
      okText="确定"
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      cancelButtonProps={{ style: { display: 'none' } }}
      confirmLoading={pending}
      onOk={() => void onOk()}
    >
      <Form.Item
        label={text.label}
        required
        validateStatus={invalid ? 'error' : undefined}
        help={invalid ? text.placeholder : undefined}
      >
        <Select
          aria-label={text.label}
          placeholder={text.placeholder}
          options={options}
          value={value}
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
