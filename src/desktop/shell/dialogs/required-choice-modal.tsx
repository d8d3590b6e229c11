import { Form, Modal, Select } from 'antd';
import type { ChoiceOption } from '../../../shared/flows/login-choice';
import { useRequiredChoice } from '../../../shared/hooks/use-required-choice';

export interface RequiredChoiceModalProps {
  title: string;
  label: string;
  placeholder: string;
  /** Shown (and the select turns red) when confirming without a choice. */
  requiredMessage: string;
  options: ChoiceOption[];
  current: string | null;
  /** Resolves false when the switch failed (the core showed why): the dialog stays open. */
  onConfirm: (value: string) => Promise<boolean>;
  onClose: () => void;
}

/** A required single choice in a modal: the department switch and the tenant switch. */
export function RequiredChoiceModal(props: RequiredChoiceModalProps) {
  const { title, label, placeholder, requiredMessage, options, current, onConfirm, onClose } = props;
  const { value, invalid, pending, choose, confirm } = useRequiredChoice(current, async (chosen) => {
    if (await onConfirm(chosen)) onClose();
  });

  return (
    <Modal
      open
      title={title}
      okText="确定"
      cancelText="取消"
      confirmLoading={pending}
      onOk={() => void confirm()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form.Item
        label={label}
        required
        validateStatus={invalid ? 'error' : undefined}
        help={invalid ? requiredMessage : undefined}
      >
        <Select
          aria-label={label}
          placeholder={placeholder}
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
