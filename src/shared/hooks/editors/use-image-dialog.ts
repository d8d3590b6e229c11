import { useCallback, useRef, useState } from 'react';
import { validateImageDialog, type ImageDialogTab } from '../../domain/widgets/editors/markdown';
import { EditorUploadError, uploadImageForInsert } from './editor-upload';
import { UPLOAD_MESSAGES } from '../../domain/widgets/editors/upload-answer';

export interface ImageDialogState {
  open: boolean;
  tab: ImageDialogTab;
  file: File | null;
  remark: string;
  url: string;
  /** The message blocking the confirmation (validation or upload failure). */
  error: string | null;
  submitting: boolean;
  show(): void;
  close(): void;
  setTab(tab: ImageDialogTab): void;
  setFile(file: File | null): void;
  setRemark(remark: string): void;
  setUrl(url: string): void;
  /** Validates, uploads the local file if that tab is active, inserts, closes. */
  confirm(): Promise<void>;
}

/**
 * The markdown image dialog 图片上传 (spec 002 §2), shell-neutral: both shells render it. Confirming
 * calls `insert(url, remark)`; the remark becomes the alt text.
 */
export function useImageDialog(insert: (url: string, remark: string) => void): ImageDialogState {
  const [open, setOpen] = useState(false);
  const [tab, setTabState] = useState<ImageDialogTab>('local');
  const [file, setFileState] = useState<File | null>(null);
  const [remark, setRemark] = useState('');
  const [url, setUrlState] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // A late upload answer after the dialog was closed must not insert anything.
  const session = useRef(0);

  const reset = () => {
    setTabState('local');
    setFileState(null);
    setRemark('');
    setUrlState('');
    setError(null);
    setSubmitting(false);
  };

  const show = useCallback(() => {
    session.current += 1;
    reset();
    setOpen(true);
  }, []);

  const close = useCallback(() => {
    session.current += 1;
    setOpen(false);
    reset();
  }, []);

  const setTab = (next: ImageDialogTab) => {
    setTabState(next);
    setError(null);
  };
  const setFile = (next: File | null) => {
    setFileState(next);
    setError(null);
  };
  const setUrl = (next: string) => {
    setUrlState(next);
    setError(null);
  };

  const confirm = async () => {
    if (submitting) return;
    const problem = validateImageDialog({ tab, file, url });
    if (problem) {
      setError(problem);
      return;
    }
    if (tab === 'network') {
      insert(url.trim(), remark);
      close();
      return;
    }
    const mine = session.current;
    setSubmitting(true);
    try {
      const target = await uploadImageForInsert(file as File);
      if (mine !== session.current) return;
      insert(target, remark);
      close();
    } catch (err) {
      if (mine !== session.current) return;
      setSubmitting(false);
      setError(err instanceof EditorUploadError ? err.message : UPLOAD_MESSAGES.unknown);
    }
  };

  return {
    open,
    tab,
    file,
    remark,
    url,
    error,
    submitting,
    show,
    close,
    setTab,
    setFile,
    setRemark,
    setUrl,
    confirm,
  };
}
