import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import UserListPage from '../../../../src/desktop/pages/system/user/user-list-page';
import { PERM } from '../../../../src/shared/domain/permission/codes';
import { draftKey } from '../../../../src/shared/drafts/draft-data';
import { flushDrafts, readDraft, resetDraftStoreForTests } from '../../../../src/shared/drafts/draft-store';
import { useSession } from '../../../../src/shared/session/session-store';
import { setupFakeBackend } from '../../shared/fake-backend';
import { userInfo } from '../../shared/fixtures';
import { grant } from '../../shared/list-page/list-fixtures';
import { fakeUserAdmin, seedUserDicts } from '../../shared/user-admin-fixtures';
import { findDialog, renderAdminPage } from '../system/render-admin-page';

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });
const backend = setupFakeBackend();
const OFFER = /发现未保存的草稿（保存于 \d\d:\d\d），是否恢复？/;

beforeEach(() => {
  resetDraftStoreForTests(new IDBFactory());
  seedUserDicts();
  grant(...Object.values(PERM.user));
  useSession.setState({ userInfo: userInfo({ id: 'admin-id' }), tenantId: '1' });
});

afterEach(() => {
  resetDraftStoreForTests(undefined);
  useSession.setState({ userInfo: null, tenantId: null });
});

describe('用户管理 offline draft (desktop)', { timeout: 60_000 }, () => {
  it('取消 keeps the draft without the passwords; 新增 again offers it and 恢复 fills the form', async () => {
    fakeUserAdmin(backend.server);
    renderAdminPage(<UserListPage route={null} />);
    await screen.findByText('zhangsan');

    await userEvent.click(screen.getByRole('button', { name: /新增/ }));
    let dialog = await findDialog('新增');
    await userEvent.type(within(dialog).getByLabelText('用户账号'), 'wangwu');
    await userEvent.type(within(dialog).getByLabelText('登录密码'), 'Abcdef1!');
    await userEvent.type(within(dialog).getByLabelText('确认密码'), 'Abcdef1!');
    await userEvent.type(within(dialog).getByLabelText('用户姓名'), '王五');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await act(() => flushDrafts());

    const stored = await readDraft(draftKey({ userId: 'admin-id', tenantId: '1', formKey: 'sysUser' }));
    expect(stored).toMatchObject({ data: { username: 'wangwu', realname: '王五' } });
    expect(JSON.stringify(stored)).not.toContain('Abcdef1!');

    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增' })).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: /新增/ }));
    dialog = await findDialog('新增');
    await within(dialog).findByText(OFFER);
    expect(within(dialog).getByLabelText('用户账号')).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('button', { name: '恢复' }));
    expect(within(dialog).getByLabelText('用户账号')).toHaveValue('wangwu');
    expect(within(dialog).getByLabelText('用户姓名')).toHaveValue('王五');
    expect(within(dialog).getByLabelText('登录密码')).toHaveValue('');
  });
});
