import { Button } from 'antd-mobile';
import type { Depart } from '../../../shared/domain/contract/user';
import { useRequiredChoice } from '../../../shared/hooks/use-required-choice';
import { departOptions } from '../../../shared/flows/login-choice';
import { FullScreenDialog } from '../../ui/full-screen-dialog';
import { ChoiceList } from '../../ui/choice-list';

interface DepartSwitchDialogProps {
  departs: Depart[];
  current: string | null;
  onConfirm: (orgCode: string) => Promise<boolean>;
  onClose: () => void;
}

export const DEPART_REQUIRED = '请选择部门';

/** 部门选择 (spec 002 §2): a required choice among the user's departments, current one preselected. */
export function DepartSwitchDialog({ departs, current, onConfirm, onClose }: DepartSwitchDialogProps) {
  const { value, invalid, pending, choose, confirm } = useRequiredChoice(current, async (orgCode) => {
    if (await onConfirm(orgCode)) onClose();
  });

  return (
    <FullScreenDialog
      title="部门选择"
      open
      onClose={onClose}
      footer={
        <Button block color="primary" size="large" loading={pending} onClick={() => void confirm()}>
          确定
        </Button>
      }
    >
      <ChoiceList
        label="请选择部门"
        options={departOptions(departs)}
        value={value}
        error={invalid ? DEPART_REQUIRED : undefined}
        onChange={choose}
      />
    </FullScreenDialog>
  );
}
