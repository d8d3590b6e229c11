import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import DictDemo from '../../../../../src/mobile/pages/demo/sections/dict-demo';
import { STORAGE_KEYS, localStore } from '../../../../../src/shared/session/storage';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { ok } from '../../../shared/fake-server';
import { SEX, renderPhone } from './mobile-dict-harness';

const backend = setupFakeBackend();

describe('组件示例: 字典选择 section (phone)', () => {
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
    renderPhone(<DictDemo />);
    await waitFor(() => expect(screen.getByRole('status', { name: '开关的值' })).toHaveTextContent('N'));
    fireEvent.click(screen.getByRole('button', { name: '字典下拉' }));
    const sheet = await screen.findByRole('dialog', { name: '字典下拉' });
    fireEvent.click(within(sheet).getByRole('radio', { name: '女' }));
    expect(screen.getByRole('status', { name: '字典下拉的值' })).toHaveTextContent('2');
    await waitFor(() => expect(screen.getByRole('button', { name: '异步搜索' })).toHaveTextContent('管理员'));
  });
});
