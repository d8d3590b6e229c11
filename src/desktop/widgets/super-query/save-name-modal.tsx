import { useState } from 'react';
import { Input, Modal } from 'antd';
import { SUPER_QUERY_TEXTS as T } from '../../../shared/domain/query/builder-model';

interface SaveNameModalProps {
  open: boolean;
  onCancel: () => void;
  /** Resolves true when saved; the modal is then closed by the parent. */
  onSubmit: (name: string) => Promise<boolean>;
}

/** The small dialog asking for the save name (请输入保存的名称); it starts empty each time. */
export function SaveNameModal({ open, onCancel, onSubmit }: SaveNameModalProps) {
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      if (await onSubmit(name)) setName('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      title={T.saveName}
      open={open}
      onCancel={() => {
        setName('');
        onCancel();
      }}
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
