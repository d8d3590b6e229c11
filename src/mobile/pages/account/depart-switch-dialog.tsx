import type { Depart } from '../../../shared/domain/contract/user';
import { departOptions } from '../../../shared/flows/login-choice';
import { RequiredChoiceDialog } from '../../ui/required-choice-dialog';

interface DepartSwitchDialogProps {
  departs: Depart[];
  current: string | null;
  onConfirm: (orgCode: string) => Promise<boolean>;
  onClose: () => void;
}

export const DEPART_REQUIRED = '请选择部门';

/** 部门选择 (spec 002 §2): a required choice among the user's departments, current one preselected. */
export function DepartSwitchDialog({ departs, current, onConfirm, onClose }: DepartSwitchDialogProps) {
  return (
    <RequiredChoiceDialog
      title="部门选择"
      label="请选择部门"
      requiredMessage={DEPART_REQUIRED}
      options={departOptions(departs)}
      current={current}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
