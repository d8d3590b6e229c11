import { useState } from 'react';
import { ConfigProvider } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { BrowserRouter } from 'react-router-dom';
import { MobileRoutes } from './app/routes';
import { registerMobileHttpUi } from './app/http-ui-bridge';
import './ui/mobile-base.css';

/**
 * The phone shell (antd-mobile, zh-CN). The react-query provider lives in the lazily loaded main
 * layout, so the login route does not pay for it.
 */
export default function MobileApp() {
  // Registered on first render, not at import time, so importing this module has no side effects.
  useState(registerMobileHttpUi);
  return (
    <ConfigProvider locale={zhCN}>
      <BrowserRouter>
        <MobileRoutes />
      </BrowserRouter>
    </ConfigProvider>
  );
}
