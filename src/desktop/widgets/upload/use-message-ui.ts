import { useMemo } from 'react';
import type { UploadUi } from '../../../shared/hooks/upload/use-upload-list';
import { useFeedback } from '../../app/feedback';

/** The upload hooks' messages through the shell's antd message holder. */
export function useMessageUi(): UploadUi {
  const { message } = useFeedback();
  return useMemo(
    () => ({
      warning: (text: string) => void message.warning(text),
      error: (text: string) => void message.error(text),
    }),
    [message],
  );
}
