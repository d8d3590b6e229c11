import { createContext, useContext, useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { message } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { setHttpUi } from '../../shared/api/http-ui';

export interface Feedback {
  message: MessageInstance;
}

/** The HttpUi loading message's key, so re-login in place can close just that one (issue 8). */
const LOADING_KEY = 'cwxt-http-loading';

const FeedbackContext = createContext<Feedback | null>(null);

/** message bound to the shell's ConfigProvider (locale, theme). */
export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback must be used inside <FeedbackProvider>');
  return feedback;
}

/**
 * The shell's message holder and the HttpUi registration of the shared interceptor. It replaces
 * antd's <App> on purpose: <App> also bundles the modal and notification machinery, which the
 * login page must not download (230 KiB budget). Modals are created where they are used
 * (Modal.useModal); the expired-session modal and error notifications are loaded on first use.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [messageApi, messageHolder] = message.useMessage();
  const value = useMemo(() => ({ message: messageApi }), [messageApi]);

  useEffect(() => {
    setHttpUi({
      notifyError: (title, text) => {
        void import('./notify-error').then((m) => m.notifyError(title, text));
      },
      error: (text) => void messageApi.error(text),
      warning: (text) => void messageApi.warning(text),
      success: (text) => void messageApi.success(text),
      loading: (text) => void messageApi.loading({ content: text, key: LOADING_KEY }),
      hideLoading: () => messageApi.destroy(LOADING_KEY),
      expiredModal: (options) => {
        void import('./expired-modal').then((m) => m.showExpiredModal(options));
      },
    });
  }, [messageApi]);

  return (
    <FeedbackContext.Provider value={value}>
      {messageHolder}
      {children}
    </FeedbackContext.Provider>
  );
}
