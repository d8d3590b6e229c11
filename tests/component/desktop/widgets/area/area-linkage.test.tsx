import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderDesktop } from '../../desktop-test-utils';
import { AreaLinkage } from '../../../../../src/desktop/widgets/area/area-linkage';
import { AreaHarness } from '../../../shared/area-harness';
import { loadAreaData, loadAreaText } from '../../../../../src/shared/hooks/area/area-data';

const Harness = (props: { type?: string; initial?: string[] }) => (
  <AreaHarness AreaLinkage={AreaLinkage} {...props} />
);

/** Clicks an option of the open select dropdown (antd renders options as titled divs). */
async function pick(title: string) {
  await waitFor(() => {
    const open = document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    expect(open?.querySelector(`[title="${title}"]`)).toBeTruthy();
  });
  const open = document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)') as HTMLElement;
  await userEvent.click(within(open).getByTitle(title));
}

const codes = () => screen.getByRole('status', { name: '编码' });
const names = () => screen.getByRole('status', { name: '名称' });

describe('desktop AreaLinkage', () => {
  it('cascader: picks province, city and district from china-area-data and emits their codes', async () => {
    renderDesktop(<Harness />);
    const box = await screen.findByRole('combobox', { name: '所在地区' });
    await waitFor(() => expect(box).toBeEnabled());
    fireEvent.mouseDown(box);
    await userEvent.click(await screen.findByText('广东省'));
    await userEvent.click(await screen.findByText('深圳市'));
    await userEvent.click(await screen.findByText('南山区'));
    await waitFor(() => expect(codes()).toHaveTextContent('440000,440300,440305'));
    await waitFor(() => expect(names()).toHaveTextContent('广东省/深圳市/南山区'));
  });

  it('shows a stored value by its names', async () => {
    renderDesktop(<Harness initial={['110000', '110100', '110101']} />);
    await waitFor(() => expect(names()).toHaveTextContent('北京市/市辖区/东城区'));
    // The cascader's selection shows the same path.
    const field = (await screen.findByRole('combobox', { name: '所在地区' })).closest('.ant-select');
    await waitFor(() => expect(field).toHaveTextContent('北京市 / 市辖区 / 东城区'));
  });

  it('select type: one select per level, a new province clears city and district', async () => {
    renderDesktop(<Harness type="select" initial={['440000', '440300', '440305']} />);
    const group = await screen.findByRole('group', { name: '所在地区' });
    await waitFor(() => expect(within(group).getByRole('combobox', { name: '请选择区' })).toBeEnabled());
    fireEvent.mouseDown(within(group).getByRole('combobox', { name: '请选择省' }));
    await pick('北京市');
    await waitFor(() => expect(codes()).toHaveTextContent(/^110000$/));
    expect(within(group).getByRole('combobox', { name: '请选择区' })).toBeDisabled();
    fireEvent.mouseDown(within(group).getByRole('combobox', { name: '请选择市' }));
    await pick('市辖区');
    fireEvent.mouseDown(within(group).getByRole('combobox', { name: '请选择区' }));
    await pick('海淀区');
    await waitFor(() => expect(codes()).toHaveTextContent('110000,110100,110108'));
    expect(names()).toHaveTextContent('北京市/市辖区/海淀区');
  });

  it("an invalid type shows 'Bad type value' instead of a picker", () => {
    renderDesktop(<Harness type="tree" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Bad type value');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('loads the table once and looks up texts outside React', async () => {
    const [a, b] = await Promise.all([loadAreaData(), loadAreaData()]);
    expect(a).toBe(b);
    await expect(loadAreaText(['440000', '440300', '440305'], ' ')).resolves.toBe('广东省 深圳市 南山区');
    await expect(loadAreaText(['999999'])).resolves.toBe('');
  });
});
