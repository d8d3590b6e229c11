import type { WorkflowUi } from '../../shared/hooks/use-workflow-action';
import { toastError, toastSuccess } from './lazy-feedback';

/** The phone's feedback for useWorkflowAction: the server's message as a toast, either way. */
export const WORKFLOW_TOASTS: WorkflowUi = {
  success: (text) => void toastSuccess(text),
  error: (text) => void toastError(text),
};
