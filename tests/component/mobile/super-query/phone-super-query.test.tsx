import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  builder,
  card,
  cardCount,
  fillCard,
  openBuilder,
  renderPhoneQuery,
  seedSexDict,
  user,
} from './phone-harness';

describe('phone advanced query (full screen)', { timeout: 60_000 }, () => {
  beforeEach(() => {
    seedSexDict();
  });

  it('builds conditions as cards, 查询 emits them and closes; 清空 switches the query off', async () => {
    const { onSearch } = renderPhoneQuery();
    const dialog = await openBuilder();
    expect(cardCount()).toBe(1);
    await user().selectOptions(
      within(dialog).getByRole('combobox', { name: '过滤条件匹配' }),
      'OR（条件中的任意一个匹配）',
    );

    const c1 = await fillCard(1, '名称', '以..结尾');
    await user().type(c1.getByRole('textbox', { name: '查询值' }), '公司');

    await user().click(within(builder()).getByRole('button', { name: '新增条件' }));
    const c2 = await fillCard(2, '性别', '在...中');
    const values = within(c2.getByRole('group', { name: '查询值' }));
    await user().click(values.getByRole('checkbox', { name: '男' }));
    await user().click(values.getByRole('checkbox', { name: '女' }));

    await user().click(within(builder()).getByRole('button', { name: '新增条件' }));
    const c3 = await fillCard(3, '创建时间', '小于');
    fireEvent.change(c3.getByLabelText('查询值'), { target: { value: '2024-05-01T10:30' } });

    await user().click(within(builder()).getByRole('button', { name: '新增条件' }));
    const c4 = await fillCard(4, '启用');
    expect(c4.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
    await user().click(c4.getByRole('switch'));

    await user().click(within(builder()).getByRole('button', { name: '查询' }));
    expect(onSearch).toHaveBeenCalledWith(
      [
        { field: 'name', rule: 'left_like', val: '公司', type: 'string' },
        { field: 'sex', rule: 'in', val: '1,2', type: 'list' },
        { field: 'createTime', rule: 'lt', val: '2024-05-01 10:30:00', type: 'datetime' },
        { field: 'enabled', rule: 'eq', val: 'Y', type: 'switch' },
      ],
      'or',
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '高级查询构造器' })).not.toBeInTheDocument(),
    );

    expect(screen.getByRole('button', { name: /高级查询/ })).toHaveAttribute(
      'aria-description',
      '已有高级查询条件生效',
    );
    await user().click(screen.getByRole('button', { name: '清空' }));
    expect(onSearch).toHaveBeenLastCalledWith([], 'or');
    expect(screen.queryByRole('button', { name: '清空' })).not.toBeInTheDocument();
  });

  it('warns 不能查询空条件; a new field resets rule and value; no cards shows 没有任何查询条件 / 点击新增', async () => {
    const { onSearch } = renderPhoneQuery();
    await openBuilder();
    await user().click(within(builder()).getByRole('button', { name: '查询' }));
    expect(await screen.findByText('不能查询空条件')).toBeInTheDocument();
    expect(onSearch).not.toHaveBeenCalled();

    const c = await fillCard(1, '名称', '包含');
    await user().type(c.getByRole('textbox', { name: '查询值' }), 'abc');
    await user().selectOptions(c.getByRole('combobox', { name: '查询字段' }), '数量');
    expect(c.getByRole('combobox', { name: '匹配规则' })).toHaveDisplayValue('等于');
    expect(c.getByRole('spinbutton', { name: '查询值' })).toHaveValue(null);
    expect(
      within(c.getByRole('combobox', { name: '匹配规则' })).queryByRole('option', { name: '包含' }),
    ).toBeNull();

    await user().click(within(card(1)).getByRole('button', { name: '删除条件' }));
    expect(cardCount()).toBe(0);
    expect(within(builder()).getByText('没有任何查询条件')).toBeInTheDocument();
    await user().click(within(builder()).getByRole('button', { name: '点击新增' }));
    expect(cardCount()).toBe(1);
  });
});
