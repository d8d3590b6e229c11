import { useState } from 'react';
import { Button } from 'antd-mobile';
import type { Depart, Tenant } from '../../../shared/domain/contract/user';
import { FullScreenDialog } from '../../ui/full-screen-dialog';
import { ChoiceList } from '../../ui/choice-list';

export type LoginChoice = { kind: 'depart'; options: Depart[] } | { kind: 'tenant'; options: Tenant[] };

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
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const texts = TEXTS[choice.kind];
  const options =
    choice.kind === 'depart'
      ? choice.options.map((d) => ({ value: d.orgCode, label: d.departName }))
      : choice.options.map((t) => ({ value: String(t.id), label: t.name }));

  const confirm = async () => {
    if (!value) {
      setError(texts.required);
      return;
    }
    setBusy(true);
    try {
      await onConfirm(value);
    } finally {
      setBusy(false);
    }
  };

  return (
    <FullScreenDialog
      title={texts.title}
      open
      footer={
        <Button block color="primary" size="large" loading={busy} onClick={() => void confirm()}>
          确定
        </Button>
      }
    >
      <ChoiceList
        label={texts.label}
        options={options}
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
