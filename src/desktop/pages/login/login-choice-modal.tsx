import { Form, Modal, Select } from 'antd';
import { useRequiredChoice } from '../../../shared/hooks/use-required-choice';
import { loginChoiceOptions, type LoginChoice } from '../../../shared/flows/login-choice';

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
  const { value, invalid, pending, choose, confirm } = useRequiredChoice(null, onChoose);
  const text = TEXT[choice.kind];

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
      onOk={() => void confirm()}
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
          options={loginChoiceOptions(choice)}
          value={value ?? undefined}
          onChange={choose}
          style={{ width: '100%' }}
        />
      </Form.Item>
    </Modal>
  );
}
