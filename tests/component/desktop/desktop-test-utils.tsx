import type { ReactNode } from 'react';
import { StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { render } from '@testing-library/react';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { setHttpAdapter } from '../../../src/shared/api/http';
import { FeedbackProvider } from '../../../src/desktop/app/feedback';
import { appRoute } from '../shared/fixtures';

/** Shows the router location so tests can assert navigations. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/** Renders like DesktopApp does (zh-CN, no auto space in buttons, feedback + HttpUi) inside a memory router. */
export function renderDesktop(
  ui: ReactNode,
  { path = '/', routePath = '*' }: { path?: string; routePath?: string } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    // antd's generated CSS goes to a detached node: jsdom's getComputedStyle walks every
    // stylesheet of the document, which made each role query on a large page take seconds.
    <StyleProvider container={document.createElement('div')}>
      <ConfigProvider locale={zhCN} button={{ autoInsertSpace: false }}>
        <QueryClientProvider client={queryClient}>
          <FeedbackProvider>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route
                  path={routePath}
                  element={
                    <>
                      {ui}
                      <LocationProbe />
                    </>
                  }
                />
                <Route path="*" element={<LocationProbe />} />
              </Routes>
            </MemoryRouter>
          </FeedbackProvider>
        </QueryClientProvider>
      </ConfigProvider>
    </StyleProvider>,
  );
}

export interface RecordedRequest {
  method: string;
  url: string;
  data: unknown;
  params: unknown;
}

type Responder = (req: RecordedRequest) => { status?: number; body: unknown } | undefined;

/**
 * Replaces the network at the axios adapter of the shared http client (setHttpAdapter): every
 * request is recorded and answered by `respond` (404 when it returns undefined).
 */
export function mockNetwork(respond: Responder) {
  const requests: RecordedRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const req: RecordedRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      data: typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data,
      params: config.params,
    };
    requests.push(req);
    const answer = respond(req) ?? { status: 404, body: { success: false, message: 'not found', code: 404 } };
    const response: AxiosResponse = {
      data: answer.body,
      status: answer.status ?? 200,
      statusText: 'OK',
      headers: {},
      config,
    };
    if (response.status >= 400) {
      const { AxiosError } = await import('axios');
      throw new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, null, response);
    }
    return response;
  };
  setHttpAdapter(adapter);
  return {
    requests,
    restore: () => {
      setHttpAdapter(undefined);
    },
  };
}

export function ok<T>(result: T, message = '操作成功') {
  return { body: { success: true, code: 200, message, result, timestamp: Date.now() } };
}

export function fail(message: string, code = 500) {
  return { body: { success: false, code, message, result: null, timestamp: Date.now() } };
}

/** A menu route fixture with sensible defaults. */
export const route = appRoute;
