import { Button } from 'antd-mobile';
import { useRequiredChoice } from '../../../shared/hooks/use-required-choice';
import { loginChoiceOptions, type LoginChoice } from '../../../shared/flows/login-choice';
import { FullScreenDialog } from '../../ui/full-screen-dialog';
import { ChoiceList } from '../../ui/choice-list';

interface LoginChoiceDialogProps {
  choice: LoginChoice;
  onConfirm: (value: string) => void | Promise<void>;
}

const TEXTS = {
  depart: { title: '部门选择', label: '请选择登录部门', required: '请选择登录部门' },
  tenant: { title: '租户选择', label: '请选择登录租户', required: '请选择登录租户' },
} as const;

/** After sign-in with several departments or tenants: a mandatory full-screen choice (button 确定). */
export default function LoginChoiceDialog({ choice, onConfirm }: LoginChoiceDialogProps) {
  const { value, invalid, pending, choose, confirm } = useRequiredChoice(null, onConfirm);
  const texts = TEXTS[choice.kind];

  return (
    <FullScreenDialog
      title={texts.title}
      open
      footer={
        <Button block color="primary" size="large" loading={pending} onClick={() => void confirm()}>
          确定
        </Button>
      }
    >
      <ChoiceList
        label={texts.label}
        options={loginChoiceOptions(choice)}
        value={value}
        error={invalid ? texts.required : undefined}
        onChange={choose}
      />
    </FullScreenDialog>
  );
}
