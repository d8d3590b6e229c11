import { Button, Input } from 'antd-mobile';
import { SUPER_QUERY_TEXTS as T } from '../../../shared/domain/query/builder-model';
import { useSaveName } from '../../../shared/hooks/super-query/use-save-name';
import { FullScreenDialog } from '../../ui/full-screen-dialog';

interface SaveNameDialogProps {
  open: boolean;
  onCancel: () => void;
  /** Resolves true when saved; the parent then closes the dialog. */
  onSubmit: (name: string) => Promise<boolean>;
}

/** 请输入保存的名称, full screen like every phone dialog; it starts empty each time. */
export function SaveNameDialog({ open, onCancel, onSubmit }: SaveNameDialogProps) {
  const { name, setName, busy, submit, cancel } = useSaveName(onSubmit, onCancel);

  const footer = (
    <Button block color="primary" loading={busy} onClick={() => void submit()}>
      确定
    </Button>
  );
  return (
    <FullScreenDialog title={T.saveName} open={open} onClose={cancel} footer={footer}>
      <div className="cwxt-m-sq-name">
        <Input
          aria-label={T.saveName}
          placeholder={T.saveName}
          value={name}
          maxLength={50}
          onChange={setName}
          onEnterPress={() => void submit()}
          clearable
        />
      </div>
    </FullScreenDialog>
  );
}
