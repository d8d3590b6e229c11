import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import DictDemo from '../../../../../src/desktop/pages/demo/sections/dict-demo';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { renderWidget, seedDictDemo } from './dict-harness';

const backend = setupFakeBackend();

describe('组件示例: 字典选择 section (desktop)', () => {
  it('mounts every widget and prints the values it changes', async () => {
    seedDictDemo(backend.server);
    renderWidget(<DictDemo />);
    expect(screen.getByText('字典选择')).toBeInTheDocument();
    // The switch starts empty and emits its second option.
    await waitFor(() => expect(screen.getByRole('status', { name: '开关的值' })).toHaveTextContent('N'));
    fireEvent.click(screen.getByRole('switch', { name: '开关' }));
    expect(screen.getByRole('status', { name: '开关的值' })).toHaveTextContent('Y');
    fireEvent.click(await screen.findByRole('radio', { name: '男' }));
    expect(screen.getByRole('status', { name: '字典单选的值' })).toHaveTextContent('1');
    fireEvent.click(screen.getByRole('radio', { name: '高' }));
    expect(screen.getByRole('status', { name: '字典按钮的值' })).toHaveTextContent('H');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: '异步搜索' }).closest('.ant-select')).toHaveTextContent(
        '管理员',
      ),
    );
  });
});
