import { Button } from 'antd-mobile';
import { useTenantSwitch } from '../../shared/flows/tenant-switch';
import { useRequiredChoice } from '../../shared/hooks/use-required-choice';
import { ChoiceList } from '../ui/choice-list';
import { FullScreenDialog } from '../ui/full-screen-dialog';

export const TENANT_REQUIRED = '请选择租户';

/** 切换租户: a required choice among the session's tenants, the current one preselected. */
export default function TenantSwitchDialog({ onClose }: { onClose: () => void }) {
  const { options, current, confirm: switchTo } = useTenantSwitch();
  const { value, invalid, pending, choose, confirm } = useRequiredChoice(current, async (id) => {
    if (await switchTo(id)) onClose();
  });
  return (
    <FullScreenDialog
      title="切换租户"
      open
      onClose={onClose}
      footer={
        <Button block color="primary" size="large" loading={pending} onClick={() => void confirm()}>
          确定
        </Button>
      }
    >
      <ChoiceList
        label="请选择租户"
        options={options}
        value={value}
        error={invalid ? TENANT_REQUIRED : undefined}
        onChange={choose}
      />
    </FullScreenDialog>
  );
}
