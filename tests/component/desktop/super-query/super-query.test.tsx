import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  choose,
  dialog,
  fillRow,
  footer,
  openBuilder,
  renderSuperQuery,
  row,
  rowCount,
  seedSexDict,
} from './super-query-harness';

// antd in jsdom is slow on a shared machine: these flows get more than the default 20 s.
describe('desktop advanced query builder', { timeout: 120_000 }, () => {
  beforeEach(() => {
    seedSexDict();
  });

  it('opens 高级查询构造器 with one row; rows are added and removed; no rows shows 没有任何查询条件 / 点击新增', async () => {
    renderSuperQuery();
    const d = await openBuilder();
    expect(d).toHaveStyle({ width: '1000px' });
    // Alone on the page, its aria-labelledby points at its own title.
    expect(screen.getByRole('dialog', { name: '高级查询构造器' })).toBeInTheDocument();
    expect(rowCount()).toBe(1);
    await userEvent.click(within(row(1)).getByRole('button', { name: '新增条件' }));
    expect(rowCount()).toBe(2);
    await userEvent.click(within(row(2)).getByRole('button', { name: '删除条件' }));
    await userEvent.click(within(row(1)).getByRole('button', { name: '删除条件' }));
    expect(rowCount()).toBe(0);
    expect(within(dialog()).getByText('没有任何查询条件')).toBeInTheDocument();
    await userEvent.click(within(dialog()).getByRole('button', { name: '点击新增' }));
    expect(rowCount()).toBe(1);
    expect(
      footer()
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['重置', '保存查询条件', '关闭', '查询']);
    expect(within(dialog()).getByText('没有保存任何查询')).toBeInTheDocument();
  });

  it('choosing another field resets the rule it does not offer and clears the value', async () => {
    renderSuperQuery();
    await openBuilder();
    const r = await fillRow(1, '名称', '包含');
    await userEvent.type(r.getByRole('textbox', { name: '查询值' }), 'abc');
    expect(r.getByRole('textbox', { name: '查询值' })).toHaveValue('abc');
    await choose(r.getByRole('combobox', { name: '查询字段' }), '数量');
    expect(r.getByRole('combobox', { name: '匹配规则' }).closest('.ant-select')).toHaveTextContent('等于');
    expect(r.getByRole('spinbutton', { name: '查询值' })).toHaveValue('');
  });

  it('leaving 在...中 on a dictionary field keeps the first chosen item', async () => {
    renderSuperQuery();
    await openBuilder();
    const r = await fillRow(1, '性别', '在...中');
    await choose(r.getByRole('combobox', { name: '查询值' }), '女');
    await choose(r.getByRole('combobox', { name: '查询值' }), '男');
    await choose(r.getByRole('combobox', { name: '匹配规则' }), '不等于');
    const value = r.getByRole('combobox', { name: '查询值' }).closest('.ant-select')!;
    expect(value).not.toHaveClass('ant-select-multiple');
    expect(value).toHaveTextContent('女');
    expect(value).not.toHaveTextContent('男');
  });

  it('查询 without a complete row warns 不能查询空条件 and sends nothing', async () => {
    const { onSearch } = renderSuperQuery();
    await openBuilder();
    await userEvent.click(footer().getByRole('button', { name: '查询' }));
    expect(await screen.findByText('不能查询空条件')).toBeInTheDocument();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('查询 emits the conditions and the match type; the dialog stays open', async () => {
    const { onSearch } = renderSuperQuery();
    await openBuilder();
    await choose(
      within(dialog()).getByRole('combobox', { name: '过滤条件匹配' }),
      'OR（条件中的任意一个匹配）',
    );
    const r1 = await fillRow(1, '名称', '包含');
    fireEvent.change(r1.getByRole('textbox', { name: '查询值' }), { target: { value: ' 张 ' } });

    await userEvent.click(r1.getByRole('button', { name: '新增条件' }));
    const r2 = await fillRow(2, '性别', '在...中');
    await choose(r2.getByRole('combobox', { name: '查询值' }), '男');
    await choose(r2.getByRole('combobox', { name: '查询值' }), '女');

    // An incomplete row is left out, as the server would drop it.
    await userEvent.click(r2.getByRole('button', { name: '新增条件' }));
    await fillRow(3, '名称');

    await userEvent.click(footer().getByRole('button', { name: '查询' }));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith(
      [
        { field: 'name', rule: 'like', val: '张', type: 'string' },
        { field: 'sex', rule: 'in', val: '1,2', type: 'list' },
      ],
      'or',
    );
    // No mask, still open: the filtered list shows behind it (JeecgBoot's desktop behaviour).
    expect(dialog()).toBeInTheDocument();
  });

  it('date, switch and number rows send formatted values with their type and dbType', async () => {
    const { onSearch } = renderSuperQuery();
    await openBuilder();
    const r1 = await fillRow(1, '生日', '大于等于');
    const date = r1.getByRole('textbox', { name: '查询值' });
    await userEvent.click(date);
    fireEvent.change(date, { target: { value: '2024-05-01' } });
    fireEvent.keyDown(date, { key: 'Enter', code: 'Enter', keyCode: 13 });

    await userEvent.click(r1.getByRole('button', { name: '新增条件' }));
    const r2 = await fillRow(2, '启用');
    expect(r2.getByRole('switch', { name: '查询值' })).not.toBeChecked();
    await userEvent.click(r2.getByRole('switch', { name: '查询值' }));

    await userEvent.click(r2.getByRole('button', { name: '新增条件' }));
    const r3 = await fillRow(3, '数量', '小于');
    fireEvent.change(r3.getByRole('spinbutton', { name: '查询值' }), { target: { value: '12' } });

    await userEvent.click(footer().getByRole('button', { name: '查询' }));
    expect(onSearch).toHaveBeenCalledWith(
      [
        { field: 'birthday', rule: 'ge', val: '2024-05-01', type: 'date' },
        { field: 'enabled', rule: 'eq', val: 'Y', type: 'switch' },
        { field: 'qty', rule: 'lt', val: '12', type: 'int', dbType: 'int' },
      ],
      'and',
    );
  });

  it('an applied query shows 已有高级查询条件生效 with 清空, which switches it off and empties the builder', async () => {
    const { onSearch } = renderSuperQuery();
    await openBuilder();
    const r = await fillRow(1, '名称');
    fireEvent.change(r.getByRole('textbox', { name: '查询值' }), { target: { value: 'abc' } });
    await userEvent.click(footer().getByRole('button', { name: '查询' }));
    expect(onSearch).toHaveBeenLastCalledWith(
      [{ field: 'name', rule: 'eq', val: 'abc', type: 'string' }],
      'and',
    );
    await userEvent.click(footer().getByRole('button', { name: '关闭' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '高级查询构造器' })).not.toBeInTheDocument(),
    );

    const trigger = screen.getByRole('button', { name: /高级查询/ });
    expect(trigger).toHaveAttribute('aria-description', '已有高级查询条件生效');
    await userEvent.hover(trigger);
    const tip = await screen.findByRole('tooltip');
    expect(tip).toHaveTextContent('已有高级查询条件生效');
    await userEvent.click(within(tip).getByRole('button', { name: '清空' }));
    expect(onSearch).toHaveBeenLastCalledWith([], 'and');
    expect(screen.getByRole('button', { name: /高级查询/ })).not.toHaveAttribute('aria-description');

    await openBuilder();
    expect(rowCount()).toBe(1);
    expect(within(row(1)).getByRole('textbox', { name: '查询值' })).toHaveValue('');
  });

  it('重置 switches the query off and leaves one blank row', async () => {
    const { onSearch } = renderSuperQuery({ active: true });
    expect(screen.getByRole('button', { name: /高级查询/ })).toHaveAttribute(
      'aria-description',
      '已有高级查询条件生效',
    );
    await openBuilder();
    await fillRow(1, '名称', '以..开始');
    await userEvent.click(footer().getByRole('button', { name: '重置' }));
    expect(onSearch).toHaveBeenCalledWith([], 'and');
    expect(rowCount()).toBe(1);
    expect(
      within(row(1)).getByRole('combobox', { name: '匹配规则' }).closest('.ant-select'),
    ).toHaveTextContent('等于');
  });
});
