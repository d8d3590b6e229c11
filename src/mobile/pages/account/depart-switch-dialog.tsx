import { useState } from 'react';
import { Button } from 'antd-mobile';
import type { Depart } from '../../../shared/domain/contract/user';
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
  const [value, setValue] = useState<string | null>(current);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!value) {
      setError(DEPART_REQUIRED);
      return;
    }
    setBusy(true);
    try {
      if (await onConfirm(value)) onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <FullScreenDialog
      title="部门选择"
      open
      onClose={onClose}
      footer={
        <Button block color="primary" size="large" loading={busy} onClick={() => void confirm()}>
          确定
        </Button>
      }
    >
      <ChoiceList
        label="请选择部门"
        options={departs.map((d) => ({ value: d.orgCode, label: d.departName }))}
        value={value}
        error={error}
        onChange={(v) => {
          setValue(v);
          setError(undefined);
        }}
      />
    </FullScreenDialog>
  );
}
