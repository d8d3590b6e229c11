import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import DictDemo from '../../../../../src/mobile/pages/demo/sections/dict-demo';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { renderPhone, seedDictDemo } from './mobile-dict-harness';

const backend = setupFakeBackend();

describe('组件示例: 字典选择 section (phone)', () => {
  it('mounts every widget and prints the values it changes', async () => {
    seedDictDemo(backend.server);
    renderPhone(<DictDemo />);
    await waitFor(() => expect(screen.getByRole('status', { name: '开关的值' })).toHaveTextContent('N'));
    fireEvent.click(screen.getByRole('button', { name: '字典下拉' }));
    const sheet = await screen.findByRole('dialog', { name: '字典下拉' });
    fireEvent.click(within(sheet).getByRole('radio', { name: '女' }));
    expect(screen.getByRole('status', { name: '字典下拉的值' })).toHaveTextContent('2');
    await waitFor(() => expect(screen.getByRole('button', { name: '异步搜索' })).toHaveTextContent('管理员'));
  });
});
