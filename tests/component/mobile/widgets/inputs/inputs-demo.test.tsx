import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import InputsDemo from '../../../../../src/mobile/pages/demo/sections/inputs-demo';

describe('phone 输入组件 demo section', () => {
  it('shows every widget with its current value', async () => {
    render(
      <ConfigProvider locale={zhCN}>
        <InputsDemo />
      </ConfigProvider>,
    );
    expect(screen.getByText('输入组件')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '标签值' })).toHaveTextContent('厂网;协同');
    expect(screen.getByRole('status', { name: '千分位' })).toHaveTextContent('-1,234,567.5');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: '地区名称' })).toHaveTextContent('广东省/深圳市/南山区'),
    );
    expect(screen.getByRole('button', { name: '省市区' })).toHaveTextContent('广东省 / 深圳市 / 南山区');
  });
});
