import { useTenantSwitch } from '../../shared/flows/tenant-switch';
import { RequiredChoiceDialog } from '../ui/required-choice-dialog';

export const TENANT_REQUIRED = '请选择租户';

/** 切换租户: a required choice among the session's tenants, the current one preselected. */
export default function TenantSwitchDialog({ onClose }: { onClose: () => void }) {
  const { options, current, confirm } = useTenantSwitch();
  return (
    <RequiredChoiceDialog
      title="切换租户"
      label="请选择租户"
      requiredMessage={TENANT_REQUIRED}
      options={options}
      current={current}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
