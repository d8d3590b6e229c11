import { useMemo } from 'react';
import type { ReactElement } from 'react';
import { Modal } from 'antd';
import { useFeedback } from '../../app/feedback';
import type { ListPageUi } from '../../../shared/hooks/list-page/types';

/**
 * The list hook's messages and confirmation in antd: messages through the shell's message holder,
 * the confirmation as a hook modal (so it follows the ConfigProvider). Render the holder.
 */
export function useDesktopListUi(): [ListPageUi, ReactElement] {
  const { message } = useFeedback();
  const [modal, holder] = Modal.useModal();
  const ui = useMemo<ListPageUi>(
    () => ({
      // A success answer without a message has nothing to say.
      warning: (text) => void (text && message.warning(text)),
      error: (text) => void (text && message.error(text)),
      success: (text) => void (text && message.success(text)),
      confirm: ({ title, content }) =>
        new Promise<boolean>((resolve) => {
          modal.confirm({
            title,
            content,
            okText: '确定',
            cancelText: '取消',
            onOk: () => resolve(true),
            onCancel: () => resolve(false),
          });
        }),
    }),
    [message, modal],
  );
  return [ui, holder];
}
