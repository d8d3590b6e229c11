import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import DictDemo from '../../../../../src/desktop/pages/demo/sections/dict-demo';
import { STORAGE_KEYS, localStore } from '../../../../../src/shared/session/storage';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { ok } from '../../../shared/fake-server';
import { SEX, renderWidget } from './dict-harness';

const backend = setupFakeBackend();

describe('组件示例: 字典选择 section (desktop)', () => {
  it('mounts every widget and prints the values it changes', async () => {
    localStore.set(STORAGE_KEYS.DICT_ALL, {
      sex: SEX,
      priority: [
        { value: 'L', text: '低' },
        { value: 'M', text: '中' },
        { value: 'H', text: '高' },
      ],
    });
    backend.server.on('GET /sys/dict/loadDictItem/sys_user,realname,username', ok(['管理员'], '', 0));
    backend.server.on('GET /sys/dict/loadTreeData', ok([], '', 0));
    backend.server.on('GET /sys/category/loadTreeRoot', ok([], '', 0));
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
