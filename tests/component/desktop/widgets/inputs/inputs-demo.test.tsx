import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderDesktop } from '../../desktop-test-utils';
import InputsDemo from '../../../../../src/desktop/pages/demo/sections/inputs-demo';

describe('desktop 输入组件 demo section', () => {
  it('shows every widget with its current value', async () => {
    renderDesktop(<InputsDemo />);
    expect(screen.getByText('输入组件')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '标签值' })).toHaveTextContent('厂网;协同');
    expect(screen.getByRole('status', { name: '千分位' })).toHaveTextContent('-1,234,567.5');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: '地区名称' })).toHaveTextContent('广东省/深圳市/南山区'),
    );
    await userEvent.type(screen.getByRole('textbox', { name: '标签输入' }), '平台');
    expect(screen.getByRole('status', { name: '标签值' })).toHaveTextContent('厂网;协同;平台');
    expect(screen.getByText(/^厂网协同平台把电厂与电网公司的日常协作放到一处：计…$/)).toBeInTheDocument();
  });
});
