import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import UploadDemo from '../../../../../src/mobile/pages/demo/sections/upload-demo';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { okUpload, pdf, png, routeUploads } from '../../../shared/upload-test-kit';

const backend = setupFakeBackend({ apiBase: '/jeecg-boot' });

describe('组件示例: 文件与图片上传 (phone)', () => {
  it('prints the widgets’ values', async () => {
    const user = userEvent.setup();
    routeUploads(backend.server, (name) => okUpload(`temp/${name}`));
    render(
      <ConfigProvider locale={zhCN}>
        <QueryClientProvider client={new QueryClient()}>
          <UploadDemo />
        </QueryClientProvider>
      </ConfigProvider>,
    );
    expect(screen.getByText('文件与图片上传')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('文件上传：选择文件'), pdf('a.pdf'));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: '文件上传的值' })).toHaveTextContent('temp/a.pdf'),
    );
    await user.upload(screen.getAllByLabelText('上传', { selector: 'input' })[0]!, png('b.png'));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: '图片上传的值' })).toHaveTextContent('temp/b.png'),
    );
    await screen.findByRole('button', { name: /^第1行/ });
    await user.click(screen.getByRole('button', { name: '读取表格的值' }));
    expect(screen.getByRole('status', { name: '表格的值' })).toHaveTextContent('"name":"一号机组"');
  });
});
