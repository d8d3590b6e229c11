import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { localStore } from '../../../../src/shared/session/storage';
import {
  SAVED_KEY,
  dialog,
  fillRow,
  footer,
  openBuilder,
  renderSuperQuery,
  row,
  rowCount,
  seedSexDict,
} from './super-query-harness';

const savedPanel = () => within(within(dialog()).getByRole('list', { name: '保存的查询' }));
// antd's ids are all "test-id" under test, so a nested modal's aria-labelledby points at the
// builder's title: find the name dialog by its title text instead.
const nameDialog = async () =>
  (await screen.findByText('请输入保存的名称', { selector: '.ant-modal-title' })).closest<HTMLElement>(
    '.ant-modal',
  )!;
const nameDialogOpen = () =>
  screen.queryByText('请输入保存的名称', { selector: '.ant-modal-title' }) !== null;
const confirmBox = async (text: string) =>
  (await screen.findByText(text)).closest('.ant-modal') as HTMLElement;

async function submitName(name: string) {
  const d = await nameDialog();
  const input = within(d).getByRole('textbox', { name: '请输入保存的名称' });
  fireEvent.change(input, { target: { value: name } });
  await userEvent.click(within(d).getByRole('button', { name: '确定' }));
}

describe('desktop advanced query: saved queries', { timeout: 120_000 }, () => {
  beforeEach(() => {
    seedSexDict();
  });

  it('refuses empty conditions and empty names, saves under JSuperQuerySaved_ + route path, overwrites after the confirm', async () => {
    renderSuperQuery();
    await openBuilder();
    await userEvent.click(footer().getByRole('button', { name: '保存查询条件' }));
    expect(await screen.findByText('空条件不能保存')).toBeInTheDocument();
    expect(nameDialogOpen()).toBe(false);

    const r = await fillRow(1, '名称', '包含');
    fireEvent.change(r.getByRole('textbox', { name: '查询值' }), { target: { value: '张' } });
    await userEvent.click(footer().getByRole('button', { name: '保存查询条件' }));
    await submitName('   ');
    expect(await screen.findByText('保存名称不能为空')).toBeInTheDocument();
    expect(await nameDialog()).toBeInTheDocument();

    await submitName('姓张的');
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '请输入保存的名称' })).not.toBeInTheDocument(),
    );
    expect(savedPanel().getByRole('button', { name: '姓张的' })).toBeInTheDocument();
    expect(localStore.get(SAVED_KEY)).toEqual([
      {
        title: '姓张的',
        matchType: 'and',
        records: [{ field: 'name', rule: 'like', val: '张', type: 'string' }],
      },
    ]);

    // Same name again: 姓张的 已存在，是否覆盖？ — declined keeps the old one, accepted replaces it.
    fireEvent.change(r.getByRole('textbox', { name: '查询值' }), { target: { value: '李' } });
    await userEvent.click(footer().getByRole('button', { name: '保存查询条件' }));
    await submitName('姓张的');
    await userEvent.click(
      within(await confirmBox('姓张的 已存在，是否覆盖？')).getByRole('button', { name: '取消' }),
    );
    expect(await nameDialog()).toBeInTheDocument();
    expect(localStore.get<Array<{ records: Array<{ val: string }> }>>(SAVED_KEY)?.[0]?.records[0]?.val).toBe(
      '张',
    );

    await userEvent.click(within(await nameDialog()).getByRole('button', { name: '确定' }));
    const ask = await confirmBox('姓张的 已存在，是否覆盖？');
    await userEvent.click(within(ask).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(
        localStore.get<Array<{ records: Array<{ val: string }> }>>(SAVED_KEY)?.[0]?.records[0]?.val,
      ).toBe('李'),
    );
    expect(localStore.get<unknown[]>(SAVED_KEY)).toHaveLength(1);
  });

  it('loads a saved query by its name and deletes one after 是否删除当前查询？', async () => {
    localStore.set(SAVED_KEY, [
      {
        title: '女性',
        matchType: 'or',
        records: [{ field: 'sex', rule: 'eq', val: '2', type: 'list', dictCode: 'sex' }],
      },
      {
        title: '大批量',
        matchType: 'and',
        records: [{ field: 'qty', rule: 'gt', val: 100, type: 'int', dbType: 'int' }],
      },
    ]);
    const { onSearch } = renderSuperQuery();
    await openBuilder();
    await userEvent.click(savedPanel().getByRole('button', { name: '女性' }));
    expect(rowCount()).toBe(1);
    expect(
      within(row(1)).getByRole('combobox', { name: '查询字段' }).closest('.ant-select'),
    ).toHaveTextContent('性别');
    expect(within(row(1)).getByRole('combobox', { name: '查询值' }).closest('.ant-select')).toHaveTextContent(
      '女',
    );
    expect(
      within(dialog()).getByRole('combobox', { name: '过滤条件匹配' }).closest('.ant-select'),
    ).toHaveTextContent('OR');
    await userEvent.click(footer().getByRole('button', { name: '查询' }));
    expect(onSearch).toHaveBeenCalledWith([{ field: 'sex', rule: 'eq', val: '2', type: 'list' }], 'or');

    await userEvent.click(savedPanel().getByRole('button', { name: '删除 女性' }));
    await userEvent.click(
      within(await confirmBox('是否删除当前查询？')).getByRole('button', { name: '取消' }),
    );
    expect(savedPanel().getByRole('button', { name: '女性' })).toBeInTheDocument();

    await userEvent.click(savedPanel().getByRole('button', { name: '删除 女性' }));
    const ask = await confirmBox('是否删除当前查询？');
    await userEvent.click(within(ask).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(savedPanel().queryByRole('button', { name: '女性' })).not.toBeInTheDocument());
    expect(localStore.get(SAVED_KEY)).toEqual([
      {
        title: '大批量',
        matchType: 'and',
        records: [{ field: 'qty', rule: 'gt', val: 100, type: 'int', dbType: 'int' }],
      },
    ]);
  });

  it('a save code keeps the saved queries apart from the route path', async () => {
    localStore.set('JSuperQuerySaved_userList', [{ title: '按代码保存', matchType: 'and', records: [] }]);
    localStore.set(SAVED_KEY, [{ title: '按路径保存', matchType: 'and', records: [] }]);
    renderSuperQuery({ saveCode: 'userList' });
    await openBuilder();
    expect(savedPanel().getByRole('button', { name: '按代码保存' })).toBeInTheDocument();
    expect(savedPanel().queryByRole('button', { name: '按路径保存' })).not.toBeInTheDocument();
  });
});
