import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { AreaLinkage } from '../../../../../src/mobile/widgets/area/area-linkage';
import { AreaHarness } from '../../../shared/area-harness';

const renderPhone = (ui: ReactNode) => render(<ConfigProvider locale={zhCN}>{ui}</ConfigProvider>);

const Harness = (props: { type?: string; initial?: string[] }) => (
  <AreaHarness AreaLinkage={AreaLinkage} {...props} />
);

const codes = () => screen.getByRole('status', { name: '编码' });

describe('phone AreaLinkage', () => {
  it('cascader: taps province, city and district, confirms, and emits the codes', async () => {
    renderPhone(<Harness />);
    const trigger = await screen.findByRole('button', { name: '所在地区' });
    await waitFor(() => expect(trigger).toBeEnabled());
    expect(trigger).toHaveTextContent('请选择省市区');
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByText('广东省'));
    await userEvent.click(await screen.findByText('深圳市'));
    await userEvent.click(await screen.findByText('南山区'));
    await userEvent.click(screen.getByText('确定'));
    await waitFor(() => expect(codes()).toHaveTextContent('440000,440300,440305'));
    expect(trigger).toHaveTextContent('广东省 / 深圳市 / 南山区');
    expect(screen.getByRole('status', { name: '名称' })).toHaveTextContent('广东省/深圳市/南山区');
  });

  it('select type: the three-wheel picker confirms the shown path; 清空 empties the value', async () => {
    renderPhone(<Harness type="select" initial={['110000', '110100', '110105']} />);
    const trigger = await screen.findByRole('button', { name: '所在地区' });
    await waitFor(() => expect(trigger).toHaveTextContent('北京市 / 市辖区 / 朝阳区'));
    await userEvent.click(trigger);
    const picker = await screen.findByText('确定');
    expect(document.querySelector('.adm-cascade-picker, .adm-picker')).toBeTruthy();
    await userEvent.click(picker);
    await waitFor(() => expect(codes()).toHaveTextContent('110000,110100,110105'));
    await userEvent.click(screen.getByRole('button', { name: '清空' }));
    expect(codes()).toBeEmptyDOMElement();
    expect(trigger).toHaveTextContent('请选择省市区');
  });

  it("an invalid type shows 'Bad type value'", () => {
    renderPhone(<Harness type="wheel" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Bad type value');
    expect(screen.queryByRole('button', { name: '所在地区' })).not.toBeInTheDocument();
    expect(within(document.body).queryByText('请选择省市区')).not.toBeInTheDocument();
  });
});
