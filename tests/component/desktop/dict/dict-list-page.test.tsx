import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DictItemRecord, DictRecord } from '../../../../src/shared/api/sys/dict-admin-api';
import { PERM } from '../../../../src/shared/domain/permission/codes';
import { localStore, STORAGE_KEYS } from '../../../../src/shared/session/storage';
import { setupFakeBackend } from '../../shared/fake-backend';
import { fail, ok } from '../../shared/fake-server';
import { grant } from '../../shared/list-page/list-fixtures';
import { requestsTo } from '../../shared/user-admin-fixtures';
import { findDialog, lastOf, renderAdminPage } from '../system/render-admin-page';

const { default: DictListPage } = await import('../../../../src/desktop/pages/system/dict/dict-list-page');

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });
const backend = setupFakeBackend();

const SEX: DictRecord = { id: 'd1', dictName: '性别', dictCode: 'sex', type: '1', description: null };
const GONE: DictRecord = { id: 'd2', dictName: '旧字典', dictCode: 'old', type: '0', description: null };
const ITEMS: DictItemRecord[] = [
  { id: 'i1', dictId: 'd1', itemText: '男', itemValue: '1', sortOrder: 1, status: '1' },
  { id: 'i2', dictId: 'd1', itemText: '女', itemValue: '2', sortOrder: 2, status: '1' },
];
const FRESH = { sex: [{ value: '1', text: '男', title: '男', label: '男' }] };

function fakeDicts() {
  backend.server.on('GET /sys/dict/list', () => ok({ records: [SEX], total: 1 }, '', 0));
  backend.server.on('GET /sys/dictItem/list', () => ok({ records: ITEMS, total: 2 }, '', 0));
  backend.server.on('POST /sys/dictItem/add', () => ok(null, '保存成功!'));
  backend.server.on('GET /sys/dictItem/dictItemCheck', () => ok(null, '该值可用！'));
  backend.server.on('GET /sys/dict/queryAllDictItems', () => ok(FRESH));
  backend.server.on('GET /sys/dict/deleteList', () => ok([GONE]));
  backend.server.on('PUT /sys/dict/back/d2', () => ok(null, '还原成功!'));
}

const toolbar = () => screen.getByRole('toolbar', { name: '操作' });

describe('数据字典 (desktop)', { timeout: 60_000 }, () => {
  it('刷新缓存 replaces the local 7-day copy and says 刷新缓存完成！', async () => {
    grant(...Object.values(PERM.dict));
    fakeDicts();
    backend.server.on('GET /sys/dict/refleshCache', () => ok(null, '', 0));
    localStore.set(STORAGE_KEYS.DICT_ALL, { stale: [] });
    renderAdminPage(<DictListPage route={null} />);
    await screen.findByText('性别');
    await userEvent.click(within(toolbar()).getByRole('button', { name: /刷新缓存/ }));
    expect(await screen.findByText('刷新缓存完成！')).toBeInTheDocument();
    expect(localStore.get(STORAGE_KEYS.DICT_ALL)).toEqual(FRESH);
  });

  it('a failed refresh warns 刷新缓存失败！ and keeps the copy', async () => {
    grant(...Object.values(PERM.dict));
    fakeDicts();
    backend.server.on('GET /sys/dict/refleshCache', () => fail('操作失败'));
    localStore.set(STORAGE_KEYS.DICT_ALL, { stale: [] });
    renderAdminPage(<DictListPage route={null} />);
    await screen.findByText('性别');
    await userEvent.click(within(toolbar()).getByRole('button', { name: /刷新缓存/ }));
    expect(await screen.findByText('刷新缓存失败！')).toBeInTheDocument();
    expect(localStore.get(STORAGE_KEYS.DICT_ALL)).toEqual({ stale: [] });
  });

  it('字典配置 lists the items of the dictionary and adds one with its dictId', async () => {
    grant(...Object.values(PERM.dict));
    fakeDicts();
    renderAdminPage(<DictListPage route={null} />);
    await userEvent.click(await screen.findByRole('button', { name: '字典配置' }));
    expect(await screen.findByText('女')).toBeInTheDocument();
    expect(requestsTo(backend.server, 'GET', '/sys/dictItem/list')[0]?.params).toMatchObject({
      dictId: 'd1',
    });
    const drawer = lastOf(screen.getAllByRole('dialog'));
    const toolbars = within(drawer).getAllByRole('toolbar', { name: '操作' });
    await userEvent.click(within(lastOf(toolbars)).getByRole('button', { name: /新增/ }));
    const dialog = await findDialog('新增');
    await userEvent.type(within(dialog).getByLabelText('名称'), '未知');
    await userEvent.type(within(dialog).getByLabelText('数据值'), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(requestsTo(backend.server, 'POST', '/sys/dictItem/add')).toHaveLength(1));
    expect(requestsTo(backend.server, 'POST', '/sys/dictItem/add')[0]?.body).toMatchObject({
      dictId: 'd1',
      itemText: '未知',
      itemValue: '3',
      sortOrder: 1,
      status: '1',
    });
    expect(requestsTo(backend.server, 'GET', '/sys/dictItem/dictItemCheck')[0]?.params).toMatchObject({
      dictId: 'd1',
      itemValue: '3',
    });
  });

  it('回收站 lists deleted dictionaries and restores one', async () => {
    grant(...Object.values(PERM.dict));
    fakeDicts();
    renderAdminPage(<DictListPage route={null} />);
    await screen.findByText('性别');
    await userEvent.click(within(toolbar()).getByRole('button', { name: /回收站/ }));
    const dialog = await findDialog('字典回收站');
    await within(dialog).findByText('旧字典');
    await userEvent.click(within(dialog).getByRole('button', { name: '还原' }));
    await userEvent.click(lastOf(screen.getAllByRole('button', { name: /确\s*定/ })));
    await waitFor(() => expect(requestsTo(backend.server, 'PUT', '/sys/dict/back/d2')).toHaveLength(1));
    expect(await screen.findByText('还原成功!')).toBeInTheDocument();
  });

  it('shows only the buttons the user holds', async () => {
    grant(PERM.dict.list);
    fakeDicts();
    renderAdminPage(<DictListPage route={null} />);
    await screen.findByText('性别');
    expect(within(toolbar()).queryByRole('button', { name: /新增/ })).not.toBeInTheDocument();
    expect(within(toolbar()).queryByRole('button', { name: /刷新缓存/ })).not.toBeInTheDocument();
    expect(within(toolbar()).queryByRole('button', { name: /表字典登记/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '字典配置' })).toBeInTheDocument();
  });
});
