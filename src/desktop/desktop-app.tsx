import { useEffect, useState } from 'react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from '../shared/api/query-client';
import { FeedbackProvider } from './app/feedback';
import { DesktopRoutes } from './app/router';
import { useThemeConfig } from './shell/settings/theme-config';
import './shell/layouts/links.css';

/** Button text stays exactly as the spec quotes it (antd would otherwise turn 登录 into 登 录). */
const BUTTON_CONFIG = { autoInsertSpace: false } as const;

/**
 * The desktop shell: antd zh-CN, react-query, the message/notification context with the HttpUi
 * registration (see FeedbackProvider for why it is not antd's <App>), and the router.
 */
export default function DesktopApp() {
  const [queryClient] = useState(createQueryClient);
  // Display settings (primary colour, colour-weak mode) read from localStorage.
  const theme = useThemeConfig();
  useEffect(() => {
    document.body.classList.add('cwxt-desktop');
    return () => document.body.classList.remove('cwxt-desktop');
  }, []);
  return (
    <ConfigProvider locale={zhCN} button={BUTTON_CONFIG} theme={theme}>
      <QueryClientProvider client={queryClient}>
        <FeedbackProvider>
          <BrowserRouter>
            <DesktopRoutes />
          </BrowserRouter>
        </FeedbackProvider>
      </QueryClientProvider>
    </ConfigProvider>
  );
}
