import { Button } from 'antd-mobile';
import type { ChoiceOption } from '../../shared/flows/login-choice';
import { useRequiredChoice } from '../../shared/hooks/use-required-choice';
import { ChoiceList } from './choice-list';
import { FullScreenDialog } from './full-screen-dialog';

export interface RequiredChoiceDialogProps {
  title: string;
  label: string;
  /** Shown under the list when confirming without a choice. */
  requiredMessage: string;
  options: ChoiceOption[];
  current: string | null;
  /** Resolves false when the switch failed: the dialog stays open. */
  onConfirm: (value: string) => Promise<boolean>;
  onClose: () => void;
}

/** A required single choice, full screen: the department switch and the tenant switch. */
export function RequiredChoiceDialog(props: RequiredChoiceDialogProps) {
  const { title, label, requiredMessage, options, current, onConfirm, onClose } = props;
  const { value, invalid, pending, choose, confirm } = useRequiredChoice(current, async (chosen) => {
    if (await onConfirm(chosen)) onClose();
  });
  return (
    <FullScreenDialog
      title={title}
      open
      onClose={onClose}
      footer={
        <Button block color="primary" size="large" loading={pending} onClick={() => void confirm()}>
          确定
        </Button>
      }
    >
      <ChoiceList
        label={label}
        options={options}
        value={value}
        error={invalid ? requiredMessage : undefined}
        onChange={choose}
      />
    </FullScreenDialog>
  );
}
