import { Input, Modal } from 'antd';
import { SUPER_QUERY_TEXTS as T } from '../../../shared/domain/query/builder-model';
import { useSaveName } from '../../../shared/hooks/super-query/use-save-name';

interface SaveNameModalProps {
  open: boolean;
  onCancel: () => void;
  /** Resolves true when saved; the modal is then closed by the parent. */
  onSubmit: (name: string) => Promise<boolean>;
}

/** The small dialog asking for the save name (请输入保存的名称); it starts empty each time. */
export function SaveNameModal({ open, onCancel, onSubmit }: SaveNameModalProps) {
  const { name, setName, busy, submit, cancel } = useSaveName(onSubmit, onCancel);

  return (
    <Modal
      title={T.saveName}
      open={open}
      onCancel={cancel}
      onOk={() => void submit()}
      confirmLoading={busy}
      okText="确定"
      cancelText="取消"
      destroyOnHidden
    >
      <Input
        aria-label={T.saveName}
        value={name}
        maxLength={50}
        onChange={(e) => setName(e.target.value)}
        onPressEnter={() => void submit()}
      />
    </Modal>
  );
}
