import type { UploadUi } from '../../../shared/hooks/upload/use-upload-list';
import { toast, toastError } from '../../ui/lazy-feedback';

/** The upload hooks' messages as the phone's toasts (loaded on first use). */
export const TOAST_UPLOAD_UI: UploadUi = {
  warning: (text) => void toast(text),
  error: (text) => void toastError(text),
};
