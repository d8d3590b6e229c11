import { screen, waitFor } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DictItemRecord, DictRecord } from '../../../../src/shared/api/sys/dict-admin-api';
import { PERM } from '../../../../src/shared/domain/permission/codes';
import { localStore, STORAGE_KEYS } from '../../../../src/shared/session/storage';
import { setupFakeBackend } from '../../shared/fake-backend';
import { ok } from '../../shared/fake-server';
import { grant } from '../../shared/list-page/list-fixtures';
import { requestsTo } from '../../shared/user-admin-fixtures';
import { renderPhone } from '../support/render-phone';

const { default: MobileDictListPage } =
  await import('../../../../src/mobile/pages/system/dict/dict-list-page');

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });
const backend = setupFakeBackend();

const SEX: DictRecord = { id: 'd1', dictName: '性别', dictCode: 'sex', type: '1', description: null };
const ITEMS: DictItemRecord[] = [
  { id: 'i1', dictId: 'd1', itemText: '男', itemValue: '1', sortOrder: 1, status: '1' },
  { id: 'i2', dictId: 'd1', itemText: '女', itemValue: '2', sortOrder: 2, status: '1' },
];
const FRESH = { sex: [{ value: '1', text: '男', title: '男', label: '男' }] };

function fakeDicts() {
  backend.server.on('GET /sys/dict/list', () => ok({ records: [SEX], total: 1 }, '', 0));
  backend.server.on('GET /sys/dictItem/list', () => ok({ records: ITEMS, total: 2 }, '', 0));
  backend.server.on('GET /sys/dict/queryAllDictItems', () => ok(FRESH));
  backend.server.on('GET /sys/dict/refleshCache', () => ok(null, '', 0));
}

describe('数据字典 (phone)', { timeout: 60_000 }, () => {
  it('a dictionary card opens its items full screen', async () => {
    grant(...Object.values(PERM.dict));
    fakeDicts();
    renderPhone(<MobileDictListPage route={null} />);
    expect(await screen.findByText('性别（sex）')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '字典项' }));
    expect(await screen.findByText('女（2）')).toBeInTheDocument();
    expect(requestsTo(backend.server, 'GET', '/sys/dictItem/list')[0]?.params).toMatchObject({
      dictId: 'd1',
    });
  });

  it('刷新缓存 stores the fresh dictionaries for 7 days', async () => {
    grant(...Object.values(PERM.dict));
    fakeDicts();
    localStore.set(STORAGE_KEYS.DICT_ALL, { stale: [] });
    renderPhone(<MobileDictListPage route={null} />);
    await screen.findByText('性别（sex）');
    await userEvent.click(screen.getByRole('button', { name: '刷新缓存' }));
    await waitFor(() => expect(localStore.get(STORAGE_KEYS.DICT_ALL)).toEqual(FRESH));
    expect(requestsTo(backend.server, 'GET', '/sys/dict/refleshCache')).toHaveLength(1);
  });

  it('without the refresh code there is no 刷新缓存', async () => {
    grant(PERM.dict.list);
    fakeDicts();
    renderPhone(<MobileDictListPage route={null} />);
    await screen.findByText('性别（sex）');
    expect(screen.queryByRole('button', { name: '刷新缓存' })).not.toBeInTheDocument();
  });
});
