import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localStore } from '../../../../src/shared/session/storage';
import { installFakeServer, ok, type FakeServer } from '../../shared/fake-server';
import {
  SAVED_KEY,
  builder,
  card,
  cardCount,
  fillCard,
  openBuilder,
  renderPhoneQuery,
  seedSexDict,
  user,
} from './phone-harness';

const USERS = [
  { id: 'u1', username: 'zhangsan', realname: '张三' },
  { id: 'u2', username: 'zhangsi', realname: '张四' },
];

const nameDialog = () => screen.findByRole('dialog', { name: '请输入保存的名称' });
const savedList = () => within(within(builder()).getByRole('list', { name: '保存的查询' }));

async function submitName(name: string) {
  const d = within(await nameDialog());
  const input = d.getByRole('textbox', { name: '请输入保存的名称' });
  await user().clear(input);
  if (name) await user().type(input, name);
  await user().click(d.getByRole('button', { name: '确定' }));
}

/** antd-mobile's Dialog.confirm: answers with its 确定 / 取消 button. */
async function answer(text: string, button: '确定' | '取消') {
  const content = await screen.findByText(text);
  const box = content.closest<HTMLElement>('.adm-dialog')!;
  // A tap during the open animation (pointer-events: none) is lost and the dialog never closes:
  // wait until it takes taps, as a finger would.
  await waitFor(
    () =>
      expect(content.closest('.adm-center-popup-wrap')?.firstElementChild).not.toHaveStyle({
        pointerEvents: 'none',
      }),
    { timeout: 15_000 },
  );
  await user().click(within(box).getByRole('button', { name: button }));
  // The imperative dialog unmounts when its exit spring rests; a loaded CI worker has taken over 5 s.
  await waitFor(() => expect(screen.queryByText(text)).not.toBeInTheDocument(), { timeout: 15_000 });
}

describe('phone advanced query: saved queries', { timeout: 60_000 }, () => {
  beforeEach(() => {
    seedSexDict();
  });

  it('空条件不能保存, 保存名称不能为空, 保存成功, then the overwrite question', async () => {
    renderPhoneQuery();
    await openBuilder();
    await user().click(within(builder()).getByRole('button', { name: '保存查询条件' }));
    expect(await screen.findByText('空条件不能保存')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '请输入保存的名称' })).not.toBeInTheDocument();

    const c = await fillCard(1, '性别');
    await user().selectOptions(c.getByRole('combobox', { name: '查询值' }), '女');
    await user().click(within(builder()).getByRole('button', { name: '保存查询条件' }));
    await submitName('');
    expect(await screen.findByText('保存名称不能为空')).toBeInTheDocument();

    await submitName('女性');
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '请输入保存的名称' })).not.toBeInTheDocument(),
    );
    expect(savedList().getByRole('button', { name: '女性' })).toBeInTheDocument();
    expect(localStore.get(SAVED_KEY)).toEqual([
      {
        title: '女性',
        matchType: 'and',
        records: [{ field: 'sex', rule: 'eq', val: '2', type: 'list', dictCode: 'sex' }],
      },
    ]);

    await user().selectOptions(within(card(1)).getByRole('combobox', { name: '查询值' }), '男');
    await user().click(within(builder()).getByRole('button', { name: '保存查询条件' }));
    await submitName('女性');
    await answer('女性 已存在，是否覆盖？', '确定');
    await waitFor(() =>
      expect(
        localStore.get<Array<{ records: Array<{ val: string }> }>>(SAVED_KEY)?.[0]?.records[0]?.val,
      ).toBe('1'),
    );
  });

  it('loads a saved query by tapping it and deletes one after 是否删除当前查询？', async () => {
    localStore.set(SAVED_KEY, [
      {
        title: '大批量',
        matchType: 'or',
        records: [{ field: 'qty', rule: 'ge', val: 100, type: 'int', dbType: 'int' }],
      },
      { title: '旧的', matchType: 'and', records: [] },
    ]);
    const { onSearch } = renderPhoneQuery();
    await openBuilder();
    await user().click(savedList().getByRole('button', { name: '大批量' }));
    expect(cardCount()).toBe(1);
    expect(within(card(1)).getByRole('spinbutton', { name: '查询值' })).toHaveValue(100);
    expect(within(builder()).getByRole('combobox', { name: '过滤条件匹配' })).toHaveValue('or');

    await user().click(savedList().getByRole('button', { name: '删除 旧的' }));
    await answer('是否删除当前查询？', '取消');
    expect(savedList().getByRole('button', { name: '旧的' })).toBeInTheDocument();
    await user().click(savedList().getByRole('button', { name: '删除 旧的' }));
    await answer('是否删除当前查询？', '确定');
    await waitFor(() => expect(savedList().queryByRole('button', { name: '旧的' })).not.toBeInTheDocument());
    expect(localStore.get<unknown[]>(SAVED_KEY)).toHaveLength(1);

    await user().click(within(builder()).getByRole('button', { name: '查询' }));
    expect(onSearch).toHaveBeenCalledWith(
      [{ field: 'qty', rule: 'ge', val: '100', type: 'int', dbType: 'int' }],
      'or',
    );
  });
});

describe('phone advanced query: department and user values', { timeout: 60_000 }, () => {
  let server: FakeServer;
  beforeEach(() => {
    server = installFakeServer();
    server.on(
      'GET /sys/sysDepart/queryTreeList',
      ok([
        {
          id: 'd1',
          key: 'd1',
          value: 'd1',
          title: '总部',
          departName: '总部',
          children: [{ id: 'd2', key: 'd2', value: 'd2', title: '调度中心', departName: '调度中心' }],
        },
      ]),
    );
    server.on('GET /sys/user/list', (config) => {
      const name = String((config.params as Record<string, unknown>).realname ?? '').replace(/\*/g, '');
      const records = USERS.filter((u) => u.realname.includes(name));
      return ok({ records, total: records.length, size: 10, current: 1, pages: 1 });
    });
  });
  afterEach(() => server.restore());

  it('offers the department tree indented and users found by real name (realname=*x*)', async () => {
    const { onSearch } = renderPhoneQuery();
    await openBuilder();
    const c1 = await fillCard(1, '部门', '在...中');
    const departs = within(c1.getByRole('group', { name: '查询值' }));
    expect(await departs.findByRole('checkbox', { name: '总部' })).toBeInTheDocument();
    await user().click(departs.getByRole('checkbox', { name: '调度中心' }));

    await user().click(within(builder()).getByRole('button', { name: '新增条件' }));
    const c2 = await fillCard(2, '负责人');
    expect(await c2.findByRole('radio', { name: '张三（zhangsan）' })).toBeInTheDocument();
    await user().type(c2.getByRole('textbox', { name: '搜索用户' }), '四');
    await waitFor(() =>
      expect(c2.queryByRole('radio', { name: '张三（zhangsan）' })).not.toBeInTheDocument(),
    );
    const searches = server.requests
      .filter((r) => r.url === '/sys/user/list')
      .map((r) => r.params as Record<string, unknown>);
    expect(searches[searches.length - 1]).toMatchObject({ realname: '*四*', pageNo: 1, pageSize: 10 });
    await user().click(c2.getByRole('radio', { name: '张四（zhangsi）' }));

    await user().click(within(builder()).getByRole('button', { name: '查询' }));
    expect(onSearch).toHaveBeenCalledWith(
      [
        { field: 'departId', rule: 'in', val: 'd2', type: 'sel_depart' },
        { field: 'owner', rule: 'eq', val: 'zhangsi', type: 'sel_user' },
      ],
      'and',
    );
  });
});
