import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PERM } from '../../../../../src/shared/domain/permission/codes';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { mockTinymceSideModules, type FakeTinymce } from '../../../shared/fake-tinymce';
import { grant } from '../../../shared/list-page/list-fixtures';
import { requestsTo } from '../../../shared/user-admin-fixtures';
import { findDialog, lastOf, renderAdminPage } from '../render-admin-page';
import { DRAFT, PUBLISHED, fakeAnnouncements, seedAnnouncementDicts } from './announcement-fixtures';

const loader = vi.hoisted(() => ({ fake: null as FakeTinymce | null }));
vi.mock('tinymce/tinymce', async () => {
  const { createFakeTinymce: create } = await import('../../../shared/fake-tinymce');
  loader.fake = create();
  return { default: loader.fake };
});
mockTinymceSideModules();

const { default: AnnouncementListPage } =
  await import('../../../../../src/desktop/pages/system/announcement/announcement-list-page');

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });
const backend = setupFakeBackend();

function row(title: string): HTMLElement {
  return screen.getByText(title, { selector: 'td, td *' }).closest('tr') as HTMLElement;
}

async function confirmPopover() {
  const ok = await waitFor(() => lastOf(screen.getAllByRole('button', { name: '确定' })));
  await userEvent.click(ok);
}

const editorReady = () =>
  waitFor(() => expect(screen.getByRole('group', { name: '内容' })).toHaveAttribute('aria-busy', 'false'));

describe('系统通告 admin (desktop)', { timeout: 60_000 }, () => {
  beforeEach(() => {
    seedAnnouncementDicts();
    loader.fake?.editors.splice(0);
  });

  it('offers 编辑 and 发布 on a draft, 撤销 on a published one, nothing without the codes', async () => {
    grant(...Object.values(PERM.announcement));
    fakeAnnouncements(backend.server);
    renderAdminPage(<AnnouncementListPage route={null} />);
    await screen.findByText(DRAFT.titile);
    const draft = row(DRAFT.titile);
    expect(within(draft).getByRole('button', { name: '编辑' })).toBeInTheDocument();
    expect(within(draft).getByRole('button', { name: '发布' })).toBeInTheDocument();
    expect(within(draft).queryByRole('button', { name: '撤销' })).toBeNull();
    const published = row(PUBLISHED.titile);
    expect(within(published).getByRole('button', { name: '撤销' })).toBeInTheDocument();
    expect(within(published).queryByRole('button', { name: '编辑' })).toBeNull();
    expect(within(published).queryByRole('button', { name: '发布' })).toBeNull();
    // Priority tags as the readers see them.
    expect(within(draft).getByText('紧急消息')).toBeInTheDocument();
    expect(within(published).getByText('一般消息')).toBeInTheDocument();
  });

  it('hides 发布 / 撤销 / 编辑 / 新增 from a user who only lists', async () => {
    grant(PERM.announcement.list);
    fakeAnnouncements(backend.server);
    renderAdminPage(<AnnouncementListPage route={null} />);
    await screen.findByText(DRAFT.titile);
    for (const name of ['编辑', '发布', '撤销'])
      expect(within(row(DRAFT.titile)).queryByRole('button', { name })).toBeNull();
    expect(within(row(PUBLISHED.titile)).queryByRole('button', { name: '撤销' })).toBeNull();
    expect(
      within(screen.getByRole('toolbar', { name: '操作' })).queryByRole('button', { name: /新增/ }),
    ).toBeNull();
  });

  it('发布 asks, calls doReleaseData with the id, shows the answer and reloads into 撤销', async () => {
    grant(...Object.values(PERM.announcement));
    fakeAnnouncements(backend.server);
    renderAdminPage(<AnnouncementListPage route={null} />);
    await screen.findByText(DRAFT.titile);
    await userEvent.click(within(row(DRAFT.titile)).getByRole('button', { name: '发布' }));
    expect(await screen.findByText('确定发布吗?')).toBeInTheDocument();
    await confirmPopover();
    await waitFor(() =>
      expect(requestsTo(backend.server, 'GET', '/sys/annountCement/doReleaseData')).toHaveLength(1),
    );
    const call = requestsTo(backend.server, 'GET', '/sys/annountCement/doReleaseData')[0]!;
    expect(call.params.id).toBe(DRAFT.id);
    expect(await screen.findByText('该系统通知发布成功')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(row(DRAFT.titile)).getByRole('button', { name: '撤销' })).toBeInTheDocument(),
    );
  });

  it('撤销 calls doReovkeData (the wire spelling) and the row loses 撤销', async () => {
    grant(...Object.values(PERM.announcement));
    fakeAnnouncements(backend.server);
    renderAdminPage(<AnnouncementListPage route={null} />);
    await screen.findByText(PUBLISHED.titile);
    await userEvent.click(within(row(PUBLISHED.titile)).getByRole('button', { name: '撤销' }));
    await confirmPopover();
    await waitFor(() =>
      expect(requestsTo(backend.server, 'GET', '/sys/annountCement/doReovkeData')).toHaveLength(1),
    );
    expect(requestsTo(backend.server, 'GET', '/sys/annountCement/doReovkeData')[0]!.params.id).toBe(
      PUBLISHED.id,
    );
    expect(await screen.findByText('该系统通知撤销成功')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(row(PUBLISHED.titile)).queryByRole('button', { name: '撤销' })).toBeNull(),
    );
  });

  it('a refused release shows the server message and changes nothing', async () => {
    grant(...Object.values(PERM.announcement));
    fakeAnnouncements(backend.server);
    backend.server.on('GET /sys/annountCement/doReleaseData', () => ({
      body: { success: false, code: 500, message: '该通告已发布', result: null, timestamp: 1 },
    }));
    renderAdminPage(<AnnouncementListPage route={null} />);
    await screen.findByText(DRAFT.titile);
    await userEvent.click(within(row(DRAFT.titile)).getByRole('button', { name: '发布' }));
    await confirmPopover();
    expect(await screen.findByText('该通告已发布')).toBeInTheDocument();
    expect(within(row(DRAFT.titile)).getByRole('button', { name: '发布' })).toBeInTheDocument();
  });

  it('adds an announcement to all users: title, rich text content, POST without a user list', async () => {
    grant(...Object.values(PERM.announcement));
    fakeAnnouncements(backend.server);
    renderAdminPage(<AnnouncementListPage route={null} />);
    await screen.findByText(DRAFT.titile);
    await userEvent.click(
      within(screen.getByRole('toolbar', { name: '操作' })).getByRole('button', { name: /新增/ }),
    );
    const dialog = await findDialog('新增');
    await editorReady();
    // Required fields first: nothing is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请输入标题!')).toBeInTheDocument();
    expect(await within(dialog).findByText('请输入内容!')).toBeInTheDocument();
    expect(requestsTo(backend.server, 'POST', '/sys/annountCement/add')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('标题'), '防汛演练');
    loader.fake!.editors.at(-1)!.type('<p>明日九点</p>');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(requestsTo(backend.server, 'POST', '/sys/annountCement/add')).toHaveLength(1));
    const body = requestsTo(backend.server, 'POST', '/sys/annountCement/add')[0]!.body;
    expect(body).toMatchObject({
      titile: '防汛演练',
      msgCategory: '1',
      priority: 'L',
      msgType: 'ALL',
      userIds: '',
      msgContent: '<p>明日九点</p>',
    });
    expect(await screen.findByText('添加成功！')).toBeInTheDocument();
  });

  it('指定用户 needs users; chosen ones go as ids with a trailing comma', async () => {
    grant(...Object.values(PERM.announcement));
    fakeAnnouncements(backend.server);
    renderAdminPage(<AnnouncementListPage route={null} />);
    await screen.findByText(DRAFT.titile);
    await userEvent.click(
      within(screen.getByRole('toolbar', { name: '操作' })).getByRole('button', { name: /新增/ }),
    );
    const dialog = await findDialog('新增');
    await editorReady();
    await userEvent.type(within(dialog).getByLabelText('标题'), '班组会议');
    loader.fake!.editors.at(-1)!.type('<p>会议</p>');
    await userEvent.click(within(dialog).getByRole('radio', { name: '指定用户' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('指定用户时请选择用户!')).toBeInTheDocument();
    expect(requestsTo(backend.server, 'POST', '/sys/annountCement/add')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('combobox', { name: '指定用户' }));
    const picker = await findDialog('选择用户');
    await within(picker).findByText('用户02');
    for (const name of ['用户02', '用户05']) {
      const tr = within(picker)
        .getAllByText(name)
        .map((el) => el.closest('tr'))
        .find(Boolean)!;
      await userEvent.click(within(tr).getByRole('checkbox'));
    }
    await userEvent.click(within(picker).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(within(dialog).getByText('用户05')).toBeInTheDocument());
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(requestsTo(backend.server, 'POST', '/sys/annountCement/add')).toHaveLength(1));
    expect(requestsTo(backend.server, 'POST', '/sys/annountCement/add')[0]!.body).toMatchObject({
      msgType: 'USER',
      userIds: 'u02,u05,',
    });
  });

  it('编辑 loads the draft by id, shows its users, and saves with PUT keeping the id list', async () => {
    grant(...Object.values(PERM.announcement));
    fakeAnnouncements(backend.server);
    renderAdminPage(<AnnouncementListPage route={null} />);
    await screen.findByText(DRAFT.titile);
    await userEvent.click(within(row(DRAFT.titile)).getByRole('button', { name: '编辑' }));
    const dialog = await findDialog('编辑');
    await waitFor(() => expect(within(dialog).getByLabelText('标题')).toHaveValue(DRAFT.titile));
    expect(requestsTo(backend.server, 'GET', '/sys/annountCement/queryById')[0]!.params.id).toBe(DRAFT.id);
    await waitFor(() => expect(within(dialog).getByText('用户01')).toBeInTheDocument());
    await editorReady();
    await userEvent.clear(within(dialog).getByLabelText('标题'));
    await userEvent.type(within(dialog).getByLabelText('标题'), '停电检修通知（更新）');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(requestsTo(backend.server, 'PUT', '/sys/annountCement/edit')).toHaveLength(1));
    expect(requestsTo(backend.server, 'PUT', '/sys/annountCement/edit')[0]!.body).toMatchObject({
      id: DRAFT.id,
      titile: '停电检修通知（更新）',
      msgType: 'USER',
      userIds: 'u01,u02,',
      priority: 'H',
      msgContent: '<p>周六停电</p>',
    });
  });

  it('refuses an end time before the start time', async () => {
    grant(...Object.values(PERM.announcement));
    fakeAnnouncements(backend.server, [
      { ...DRAFT, startTime: '2026-12-01 08:00:00', endTime: '2026-11-01 08:00:00' },
    ]);
    renderAdminPage(<AnnouncementListPage route={null} />);
    await screen.findByText(DRAFT.titile);
    await userEvent.click(within(row(DRAFT.titile)).getByRole('button', { name: '编辑' }));
    const dialog = await findDialog('编辑');
    await waitFor(() => expect(within(dialog).getByLabelText('标题')).toHaveValue(DRAFT.titile));
    await editorReady();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('结束时间不能早于开始时间')).toBeInTheDocument();
    expect(requestsTo(backend.server, 'PUT', '/sys/annountCement/edit')).toHaveLength(0);
  });

  it('查看 shows the content without its script shapes', async () => {
    grant(PERM.announcement.list);
    fakeAnnouncements(backend.server);
    renderAdminPage(<AnnouncementListPage route={null} />);
    await screen.findByText(PUBLISHED.titile);
    await userEvent.click(within(row(PUBLISHED.titile)).getByRole('button', { name: /更多/ }));
    await userEvent.click(lastOf(await screen.findAllByRole('menuitem', { name: '查看' })));
    const dialog = await findDialog(PUBLISHED.titile);
    const content = await within(dialog).findByRole('document', { name: '通告内容' });
    expect(content).toHaveTextContent('今晚升级');
    expect(content.querySelector('script')).toBeNull();
    expect(content.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
    expect(within(dialog).getByText('全体用户')).toBeInTheDocument();
  });
});
