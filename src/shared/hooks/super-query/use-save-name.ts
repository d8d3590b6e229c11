import { useState } from 'react';

/**
 * The save-name dialog's state (请输入保存的名称), shared by the desktop modal and the phone dialog:
 * the name starts empty, is cleared after a successful save and on cancel.
 */
export function useSaveName(onSubmit: (name: string) => Promise<boolean>, onCancel: () => void) {
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
  const cancel = () => {
    setName('');
    onCancel();
  };
  return { name, setName, busy, submit, cancel };
}
